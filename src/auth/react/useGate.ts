import {useCallback, useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {decide, type GateDecision} from '../../access/decide';
import {AUTH_PATHS, classifyPath} from '../../access/paths';
import {protectedPagesHoldWidget, type SiteVariant} from '../../access/variant';
import {messageForError} from '../messages';
import {SIGN_OUT_RETRY_MS, SUCCESS_MESSAGE_MS} from '../timing';
import {useAuthState, useAuthStore} from './AuthProvider';

export type Gate = {
  /** What to show; a page built for anonymous readers shows the loader while it reloads. */
  readonly decision: GateDecision;
  /** The page shows the widget itself (the public build's sign-in invitation), so a widget decision shows the page. */
  readonly pageHoldsWidget: boolean;
  /** The reader has just signed in through the widget and is about to be redirected. */
  readonly justSignedIn: boolean;
  /** Why the last sign-out attempt failed (the session is still active), or null. */
  readonly signOutError: string | null;
  /** Signs out: after a confirmation, or again after a failure. */
  readonly signOut: () => void;
};

/** Applies `decide()` to the current location and carries out its redirects and sign-outs. */
export function useGate(): Gate {
  const auth = useAuthState();
  const store = useAuthStore();
  const location = useLocation();
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const variant = siteConfig.customFields?.siteVariant as SiteVariant;
  const origin = typeof window === 'undefined' ? siteConfig.url : window.location.origin;
  const pageHoldsWidget = protectedPagesHoldWidget(variant) && classifyPath(location.pathname) === 'protected';
  const decided = decide({pathname: location.pathname, search: location.search, origin}, auth);
  // A protected page from the public build holds only a stub: the server must send the real one.
  const reloadForContent =
    decided.kind === 'render' && store.needsFullReload() && classifyPath(location.pathname) === 'protected';
  // Once signing out has begun, it runs to the end: the state change it causes must not redirect early.
  const [signingOut, setSigningOut] = useState(false);
  if (decided.kind === 'signOut' && !signingOut) setSigningOut(true);
  const decision: GateDecision = signingOut
    ? {kind: 'signOut', to: AUTH_PATHS.home}
    : reloadForContent
      ? {kind: 'loader'}
      : decided;

  // A widget that later gives way to a redirect means a sign-in just succeeded.
  const [widgetShown, setWidgetShown] = useState(false);
  if (decision.kind === 'widget' && !widgetShown) setWidgetShown(true);
  const justSignedIn = widgetShown && decision.kind === 'redirect';

  const [signOutError, setSignOutError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const signOut = useCallback(() => {
    setSigningOut(true);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (reloadForContent) window.location.reload();
  }, [reloadForContent]);

  const target = decision.kind === 'redirect' || decision.kind === 'signOut' ? decision.to : null;
  const fullLoad = variant !== 'standalone';
  // Behind the server, the next page must come from the build that matches the new state. Either way the page
  // that redirected leaves the history: Back after a sign-out must not land on /logout, which only goes home again.
  const go = useCallback((to: string) => (fullLoad ? window.location.replace(to) : history.replace(to)), [fullLoad, history]);

  useEffect(() => {
    if (decision.kind !== 'signOut') return undefined;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    store.signOut().then(
      () => {
        if (!cancelled) go(decision.to);
      },
      (failure: unknown) => {
        if (cancelled) return;
        // The session is still active: say so, and keep trying while the page is open.
        setSignOutError(messageForError(failure));
        retry = setTimeout(() => setAttempt((n) => n + 1), SIGN_OUT_RETRY_MS);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
    // `attempt` starts another try; the decision's target never changes while signing out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.kind, attempt, store, go]);

  useEffect(() => {
    if (decision.kind !== 'redirect' || target === null) return undefined;
    const timer = setTimeout(() => go(target), justSignedIn ? SUCCESS_MESSAGE_MS : 0);
    return () => clearTimeout(timer);
  }, [decision.kind, target, justSignedIn, go]);

  return {decision, pageHoldsWidget, justSignedIn, signOutError, signOut};
}
