import {useEffect, useRef, type FormEvent, type ReactNode} from 'react';
import {useDelayedFlag} from '@site/src/auth/react/useDelayedFlag';
import {UI_TEXT} from '@site/src/auth/uiText';
import {SPINNER_DELAY_MS} from '@site/src/auth/timing';
import Spinner from '@site/src/components/Spinner';
import styles from './styles.module.css';

type Props = {
  readonly onSubmit: (values: Record<string, string>) => void;
  readonly busy: boolean;
  /** Changes whenever validation runs, so focus moves to the first invalid field. */
  readonly errorsKey: string;
  readonly children: ReactNode;
};

export default function Form({onSubmit, busy, errorsKey, children}: Props): ReactNode {
  const form = useRef<HTMLFormElement>(null);
  const showSpinner = useDelayedFlag(busy, SPINNER_DELAY_MS);

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errorsKey]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // The submitter's name/value says which button sent the form.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget, submitter).entries()].map(([key, value]) => [key, String(value)]),
    );
    onSubmit(values);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={busy} className={styles.form}>
      {children}
      {showSpinner && (
        <p role="status" className={styles.spinner}>
          <Spinner />
          {UI_TEXT.working}
        </p>
      )}
    </form>
  );
}
