import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  readonly name: string;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text';
  readonly autoComplete: string;
  readonly defaultValue?: string;
  readonly error?: string | undefined;
  readonly readOnly?: boolean;
};

/** A labelled input whose error is tied to it for assistive technology. */
export default function Field({name, label, type, autoComplete, defaultValue, error, readOnly}: Props): ReactNode {
  const id = `sign-in-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={styles.input}
        spellCheck={false}
        autoCapitalize={type === 'text' ? 'words' : 'none'}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
