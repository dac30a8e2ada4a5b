import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {AUTH_PATHS} from '@site/src/access/paths';
import {GATE_TEXT} from '@site/src/auth/uiText';
import {AUTH_NAVBAR_LABELS} from '@site/src/site/navbar';
// The sign-in widget's card, so that every sign-in and sign-out screen looks the same.
import styles from '@site/src/components/SignIn/styles.module.css';

type Props =
  /** Another site sent the reader to /logout: sign out only on their click. */
  | {readonly kind: 'confirm'; readonly onSignOut: () => void}
  /** The session could not be ended; the page keeps trying. */
  | {readonly kind: 'failed'; readonly message: string; readonly onSignOut: () => void};

/** The sign-out page's two screens that need the reader: a confirmation, and a failure with a retry. */
export default function SignOutPanel(props: Props): ReactNode {
  const confirm = props.kind === 'confirm';
  return (
    <div className={styles.widget}>
      <section className={styles.card} aria-labelledby="sign-out-heading" role={confirm ? undefined : 'alert'}>
        <h1 id="sign-out-heading" className={styles.title}>
          {confirm ? GATE_TEXT.confirmSignOutTitle : GATE_TEXT.signOutFailedTitle}
        </h1>
        <p>{confirm ? GATE_TEXT.confirmSignOut : GATE_TEXT.signOutFailed}</p>
        {confirm ? null : (
          <p>
            <strong>{props.message}</strong>
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={props.onSignOut}>
            {confirm ? AUTH_NAVBAR_LABELS.signedIn : GATE_TEXT.tryAgain}
          </button>
          {confirm ? (
            <Link className="button button--secondary button--outline" to={AUTH_PATHS.home}>
              {GATE_TEXT.stayHere}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
