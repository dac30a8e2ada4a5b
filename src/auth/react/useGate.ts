import {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {decide, type GateDecision} from '../decide';
import {SUCCESS_MESSAGE_MS} from '../timing';
import {useAuthState, useAuthStore} from './AuthProvider';

export type Gate = {
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
  const origin = typeof window === 'undefined' ? siteConfig.url : window.location.origin;
  const decision = decide({pathname: location.pathname, search: location.search, origin}, auth);

  // A widget that gives way to a redirect means a sign-in just succeeded.
  const [previousKind, setPreviousKind] = useState(decision.kind);
  const [justSignedIn, setJustSignedIn] = useState(false);
  if (previousKind !== decision.kind) {
    setPreviousKind(decision.kind);
    setJustSignedIn(previousKind === 'widget' && decision.kind === 'redirect');
  }

  const target = decision.kind === 'redirect' || decision.kind === 'signOut' ? decision.to : null;
  useEffect(() => {
    if (target === null) return undefined;
    if (decision.kind === 'signOut') {
      let cancelled = false;
      store
        .client()
        .then((client) => client.signOut())
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled) history.replace(target);
        });
      return () => {
        cancelled = true;
      };
    }
    const timer = setTimeout(() => history.replace(target), justSignedIn ? SUCCESS_MESSAGE_MS : 0);
    return () => clearTimeout(timer);
  }, [decision.kind, target, justSignedIn, history, store]);

  return {decision, justSignedIn};
}
