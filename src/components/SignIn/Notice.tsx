import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  readonly message: string | null;
};

/** Always in the page, so screen readers announce a message as soon as it appears. */
export default function Notice({message}: Props): ReactNode {
  return (
    <div role="alert" aria-live="assertive" className={message ? styles.error : undefined}>
      {message}
    </div>
  );
}
