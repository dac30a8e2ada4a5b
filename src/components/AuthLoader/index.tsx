import type {ReactNode} from 'react';
import {GATE_TEXT} from '@site/src/auth/uiText';
import Spinner from '@site/src/components/Spinner';
import styles from './styles.module.css';

/** Fills the main area while the reader's sign-in state is not yet known. */
export default function AuthLoader(): ReactNode {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <Spinner size="large" />
      <span className={styles.text}>{GATE_TEXT.loader}</span>
      <noscript>{GATE_TEXT.needsJavaScript}</noscript>
    </div>
  );
}
