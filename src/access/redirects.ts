import {AUTH_PATHS, classifyPath, parsePath} from './paths';

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The redirect-target rule for `continueUrl`, `signInSuccessUrl` and
 * `next`: a target is kept only when it stays on this site, and it comes
 * back as a path (with its query and hash) that starts with exactly one `/`.
 * A site path or an absolute URL of this origin qualifies when its path
 * passes the strict path parser, so a path that a browser would read as
 * another host (`//evil`, `/..//evil`, `/%2e%2e//evil`) is refused, as are
 * userinfo, other schemes, backslashes and control characters. Anything
 * refused falls back to the home path. The sign-in and sign-out pages are
 * never targets, so a redirect cannot loop.
 */
export function safeRedirectPath(target: string | null | undefined, origin: string): string {
  if (!target || UNSAFE_CHARACTERS.test(target)) return AUTH_PATHS.home;
  const absolute = HAS_SCHEME.test(target);
  // A site path must pass the parser as written, before the URL parser resolves its dot segments.
  if (!absolute && (!target.startsWith('/') || parsePath(target.split(/[?#]/, 1)[0] ?? '') === null)) {
    return AUTH_PATHS.home;
  }

  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return AUTH_PATHS.home;
  }
  if (url.origin !== new URL(origin).origin || url.username !== '' || url.password !== '') return AUTH_PATHS.home;
  if (parsePath(url.pathname) === null) return AUTH_PATHS.home;
  const pathClass = classifyPath(url.pathname, []);
  if (pathClass === 'login' || pathClass === 'logout') return AUTH_PATHS.home;

  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser refuses empty segments and backslashes; this states the promise once more.
  return path.startsWith('/') && !path.startsWith('//') ? path : AUTH_PATHS.home;
}

/** The sign-in page's URL, returning to `returnTo` (a site path) after sign-in. */
export function loginUrl(returnTo?: string | null): string {
  if (!returnTo) return AUTH_PATHS.login;
  const pathClass = classifyPath(returnTo.split(/[?#]/, 1)[0] ?? '', []);
  if (pathClass === 'login' || pathClass === 'logout') return AUTH_PATHS.login;
  return `${AUTH_PATHS.login}?signInSuccessUrl=${encodeURIComponent(returnTo)}`;
}
