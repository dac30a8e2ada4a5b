import {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {decide, type GateDecision} from '../decide';
import {AUTH_PATHS, classifyPath} from '../paths';
import {SUCCESS_MESSAGE_MS} from '../timing';
import type {SiteVariant} from '../../site/variant';
import {useAuthState, useAuthStore} from './AuthProvider';

export type Gate = {
  /** What to show; a page built for anonymous readers shows the loader while it reloads. */
  readonly decision: GateDecision;
  /** The reader has just signed in through the widget and is about to be redirected. */
  readonly justSignedIn: boolean;
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

  useEffect(() => {
    if (reloadForContent) window.location.reload();
  }, [reloadForContent]);

  const target = decision.kind === 'redirect' || decision.kind === 'signOut' ? decision.to : null;
  const fullLoad = variant !== 'standalone';
  useEffect(() => {
    if (target === null) return undefined;
    // Behind the server, the next page must come from the build that matches the new state.
    const go = (to: string) => (fullLoad ? window.location.assign(to) : history.replace(to));
    if (decision.kind === 'signOut') {
      let cancelled = false;
      store
        .signOut()
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled) go(target);
        });
      return () => {
        cancelled = true;
      };
    }
    const timer = setTimeout(() => go(target), justSignedIn ? SUCCESS_MESSAGE_MS : 0);
    return () => clearTimeout(timer);
  }, [decision.kind, target, justSignedIn, fullLoad, history, store]);

  return {decision, justSignedIn};
}
