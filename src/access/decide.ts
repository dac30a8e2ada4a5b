import {readActionParams} from './actionParams';
import {asksConfirmation} from './logout';
import {AUTH_PATHS, PROTECTED_PATHS, classifyPath} from './paths';
import {safeRedirectPath} from './redirects';
import type {AuthState} from './state';

export type GateDecision =
  | {readonly kind: 'render'}
  | {readonly kind: 'loader'}
  | {readonly kind: 'widget'}
  | {readonly kind: 'redirect'; readonly to: string}
  | {readonly kind: 'confirmSignOut'}
  | {readonly kind: 'signOut'; readonly to: string};

export type GateLocation = {
  readonly pathname: string;
  readonly search: string;
  readonly origin: string;
};

const RENDER: GateDecision = {kind: 'render'};
const LOADER: GateDecision = {kind: 'loader'};
const WIDGET: GateDecision = {kind: 'widget'};
const GO_HOME: GateDecision = {kind: 'redirect', to: AUTH_PATHS.home};

/**
 * The sign-in gate's rules, with no side effects: what to show for a
 * location given the auth state. Public pages never wait for auth.
 */
export function decide(
  location: GateLocation,
  auth: AuthState,
  protectedPaths: readonly string[] = PROTECTED_PATHS,
): GateDecision {
  const pathClass = classifyPath(location.pathname, protectedPaths);
  if (pathClass === 'public') return RENDER;
  if (auth.status === 'unresolved') return LOADER;

  const signedIn = auth.status === 'signedIn';
  switch (pathClass) {
    case 'logout':
      if (!signedIn) return GO_HOME;
      // A sign-out another site asked for waits for the reader's click.
      return asksConfirmation(location.search) ? {kind: 'confirmSignOut'} : {kind: 'signOut', to: AUTH_PATHS.home};
    case 'protected':
      return signedIn ? RENDER : WIDGET;
    case 'login': {
      const params = readActionParams(location.search);
      // Action links (password reset, e-mail verification…) work whoever is signed in.
      if (!signedIn || params.mode !== null) return WIDGET;
      return {kind: 'redirect', to: safeRedirectPath(params.signInSuccessUrl, location.origin)};
    }
  }
}
