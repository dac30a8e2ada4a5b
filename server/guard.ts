import {decide} from '../src/auth/decide';
import {classifyPath, type PathClass} from '../src/auth/paths';
import {SIGNED_OUT} from '../src/auth/state';
import type {Session} from './sessions';

export type BuildName = 'full' | 'public';

export type Access =
  | {readonly kind: 'serve'; readonly builds: readonly BuildName[]; readonly pathClass: PathClass}
  | {readonly kind: 'redirect'; readonly location: string};

/**
 * The server's one decision about a page or file request: which builds may
 * answer it, in order, or where to redirect. Only a valid session reaches
 * the full build; everyone else gets the public build, whose protected
 * lessons are sign-in stubs. `/login` with a session goes straight on, or
 * (for an action link) comes from the public build, where the page assumes
 * no session; `/logout` comes from the full build, which assumes one.
 */
export function access(path: string, query: string, origin: string, session: Session | null): Access {
  const pathClass = classifyPath(path);
  const auth = session ? {status: 'signedIn' as const, email: session.email ?? ''} : SIGNED_OUT;
  const decision = decide({pathname: path, search: query, origin}, auth);
  if (decision.kind === 'redirect') return {kind: 'redirect', location: decision.to};
  if (pathClass === 'login' || !session) return {kind: 'serve', builds: ['public'], pathClass};
  // Files the public build also has are identical by content hash, so it may answer for the full one.
  return {kind: 'serve', builds: ['full', 'public'], pathClass};
}
