import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Only readers who meet the gate download the widget.
const SignInWidget = lazy(() => import('@site/src/components/SignIn'));

type Props = {
  /** What shows until the widget's code has loaded, and in the prerendered page. */
  readonly fallback: ReactNode;
};

/**
 * The sign-in widget, loaded on demand: the gate's on its own, the sign-in
 * invitation's inside the page. The build prerenders the fallback, never the
 * widget: rendered there, React would stream it in with inline scripts that
 * the site's Content Security Policy does not list, and it cannot work before
 * the page's scripts run anyway.
 */
export default function SignInSlot({fallback}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return fallback;
  return (
    <Suspense fallback={fallback}>
      <SignInWidget />
    </Suspense>
  );
}
