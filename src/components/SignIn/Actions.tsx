import type {ReactNode} from 'react';
import {UI_TEXT} from '@site/src/auth/uiText';
import styles from './styles.module.css';

type Props = {
  readonly children: ReactNode;
};

/** The row of buttons under a form. */
export default function Actions({children}: Props): ReactNode {
  return <div className={styles.actions}>{children}</div>;
}

type CancelAndSubmitProps = {
  readonly onCancel: () => void;
  readonly submitLabel: string;
};

/** The usual pair under a form: back to the start, or send it. */
export function CancelAndSubmit({onCancel, submitLabel}: CancelAndSubmitProps): ReactNode {
  return (
    <Actions>
      <button type="button" className="button button--secondary button--outline" onClick={onCancel}>
        {UI_TEXT.cancel}
      </button>
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
    </Actions>
  );
}
