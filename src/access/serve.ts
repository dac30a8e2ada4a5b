import {decide} from './decide';
import {LOGOUT_CONFIRM_PARAM, logoutNeedsConfirmation, type Navigation} from './logout';
import {AUTH_PATHS, classifyPath, type PathClass} from './paths';
import {SIGNED_OUT, type AuthState} from './state';

export type BuildName = 'full' | 'public';

export type ServeDecision =
  | {readonly kind: 'serve'; readonly builds: readonly BuildName[]; readonly pathClass: PathClass}
  | {readonly kind: 'redirect'; readonly location: string};

export type ServeRequest = {
  /** The path as requested (percent-encoded), once `parseTarget` has accepted it. */
  readonly rawPath: string;
  /** The query, with its `?`, or ''. */
  readonly query: string;
  readonly origin: string;
  /** The verified session's reader, or null for an anonymous request. */
  readonly reader: {readonly email: string | null} | null;
  readonly navigation?: Navigation;
};

/**
 * The server's one decision about a page or file request: which builds may
 * answer it, in order, or where to redirect. Only a valid session reaches
 * the full build; everyone else gets the public build, which has no
 * protected lessons, only a sign-in invitation in place of each. `/login` with a session goes straight on, or
 * (for an action link) comes from the public build, where the page assumes
 * no session; `/logout` comes from the full build, which assumes one, and
 * asks for a click first when another site sent the reader there.
 */
export function serveDecision({rawPath, query, origin, reader, navigation = {}}: ServeRequest): ServeDecision {
  const pathClass = classifyPath(rawPath);
  const auth: AuthState = reader ? {status: 'signedIn', email: reader.email ?? ''} : SIGNED_OUT;
  const decision = decide({pathname: rawPath, search: query, origin}, auth);
  if (decision.kind === 'redirect') return {kind: 'redirect', location: decision.to};
  if (decision.kind === 'signOut' && logoutNeedsConfirmation(navigation, origin)) {
    return {kind: 'redirect', location: `${AUTH_PATHS.logout}?${LOGOUT_CONFIRM_PARAM}`};
  }
  if (pathClass === 'login' || !reader) return {kind: 'serve', builds: ['public'], pathClass};
  // A protected page comes from the full build or not at all: the public build's sign-in invitation is not a lesson.
  if (pathClass === 'protected') return {kind: 'serve', builds: ['full'], pathClass};
  // Files the public build also has are identical by content hash, so it may answer for the full one.
  return {kind: 'serve', builds: ['full', 'public'], pathClass};
}
