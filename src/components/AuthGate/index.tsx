import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useGate} from '@site/src/auth/react/useGate';
import {GATE_TEXT} from '@site/src/auth/uiText';
import AuthLoader from '@site/src/components/AuthLoader';
import SignInSlot from '@site/src/components/SignInSlot';
import SignOutPanel from '@site/src/components/SignOutPanel';
import styles from './styles.module.css';

type Props = {
  readonly children: ReactNode;
};

/** Shows the page, the loader, the sign-in widget, a sign-out screen or a redirect notice, as the gate decides. */
export default function AuthGate({children}: Props): ReactNode {
  const {decision, pageHoldsWidget, justSignedIn, signOutError, signOut} = useGate();
  // The prerendered page cannot know the query (`?confirm`), so the confirmation appears after hydration.
  const hydrated = useIsBrowser();
  switch (decision.kind) {
    case 'render':
      return children;
    case 'widget':
      return pageHoldsWidget ? children : <SignInSlot fallback={<AuthLoader />} />;
    case 'redirect':
      return justSignedIn ? (
        <p role="status" className={styles.signedIn}>
          {GATE_TEXT.signedIn}
        </p>
      ) : (
        <AuthLoader />
      );
    case 'confirmSignOut':
      return hydrated ? <SignOutPanel kind="confirm" onSignOut={signOut} /> : <AuthLoader />;
    case 'signOut':
      return signOutError === null ? <AuthLoader /> : <SignOutPanel kind="failed" message={signOutError} onSignOut={signOut} />;
    case 'loader':
      return <AuthLoader />;
  }
}
