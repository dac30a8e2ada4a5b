import {lazy, Suspense, type ReactNode} from 'react';
import {useGate} from '@site/src/auth/react/useGate';
import {GATE_TEXT} from '@site/src/auth/uiText';
import AuthLoader from '@site/src/components/AuthLoader';
import styles from './styles.module.css';

// Only readers who meet the gate download the widget.
const SignInWidget = lazy(() => import('@site/src/components/SignIn'));

type Props = {
  readonly children: ReactNode;
};

/** Shows the page, the loader, the sign-in widget or a redirect notice, as the gate decides. */
export default function AuthGate({children}: Props): ReactNode {
  const {decision, justSignedIn} = useGate();
  switch (decision.kind) {
    case 'render':
      return children;
    case 'widget':
      return (
        <Suspense fallback={<AuthLoader />}>
          <SignInWidget />
        </Suspense>
      );
    case 'redirect':
      return justSignedIn ? (
        <p role="status" className={styles.signedIn}>
          {GATE_TEXT.signedIn}
        </p>
      ) : (
        <AuthLoader />
      );
    case 'loader':
    case 'signOut':
      return <AuthLoader />;
  }
}
