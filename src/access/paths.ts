/**
 * The one path parser, and the rules that classify a path. The server, the
 * build, the leak test and the page all read paths through these functions.
 */

/** The paths the sign-in gate treats specially, besides the protected list. */
export const AUTH_PATHS = {
  login: '/login',
  logout: '/logout',
  home: '/',
} as const;

/**
 * Path prefixes reserved for signed-in learners. They match whole path
 * segments, so `/docs/Programs` covers `/docs/Programs/En/...` but not
 * `/docs/ProgramsExtra`.
 */
export const PROTECTED_PATHS: readonly string[] = ['/docs/Programs'];

/** The longest request target the server reads; longer ones get 414. */
export const MAX_URL_LENGTH = 2048;

export type PathClass = 'login' | 'logout' | 'protected' | 'public';

export type ParsedTarget =
  | {readonly ok: true; readonly path: string; readonly query: string}
  | {readonly ok: false; readonly status: 400 | 414; readonly reason: string};

const refuse = (status: 400 | 414, reason: string): ParsedTarget => ({ok: false, status, reason});

/**
 * Reads a request target (`/path?query`) strictly: the path is
 * percent-decoded once and put in Unicode NFC. Anything a file server or a
 * redirect could be tricked by is refused, never repaired: malformed
 * percent-encoding, control characters, backslashes, `.` and `..` segments
 * (plain or encoded) and empty segments (`//`). A trailing slash is kept.
 */
export function parseTarget(rawTarget: string): ParsedTarget {
  if (rawTarget.length > MAX_URL_LENGTH) return refuse(414, 'URL too long');
  const queryStart = rawTarget.indexOf('?');
  const rawPath = queryStart === -1 ? rawTarget : rawTarget.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawTarget.slice(queryStart);
  if (!rawPath.startsWith('/')) return refuse(400, 'path must start with /');

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return refuse(400, 'malformed percent-encoding');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return refuse(400, 'control character in path');
  if (path.includes('\\')) return refuse(400, 'backslash in path');
  if (path.includes('//')) return refuse(400, 'empty path segment');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return refuse(400, 'dot segment in path');
  return {ok: true, path: path.normalize('NFC'), query};
}

/** The decoded, NFC form of a path (no query), or null when `parseTarget` refuses it. */
export function parsePath(rawPath: string): string | null {
  const parsed = parseTarget(rawPath.split('?', 1)[0] ?? '');
  return parsed.ok ? parsed.path : null;
}

/** Where the `.html` and `/index.html` forms of a decoded page path lead: its bare path, or null. */
export function canonicalRedirect(path: string): string | null {
  if (path === '/index.html') return '/';
  if (path.endsWith('/index.html')) return path.slice(0, -'/index.html'.length);
  if (path.endsWith('.html')) return path.slice(0, -'.html'.length);
  return null;
}

/** The page a decoded path names: its `.html` forms and trailing slash folded into the bare path. */
function pageOf(path: string): string {
  const bare = canonicalRedirect(path) ?? path;
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare || '/';
}

/**
 * Whether a decoded path is `prefix` or lies below it, by whole segments.
 * Matching ignores case because the client-side router matches routes that way.
 */
export function isUnderPath(path: string, prefix: string): boolean {
  const [p, b] = [pageOf(path).toLowerCase(), pageOf(prefix).toLowerCase()];
  return b === '/' || p === b || p.startsWith(`${b}/`);
}

/**
 * The protected root a decoded path lies under (`/docs/Programs`), or null.
 * In the browser, the public build has one route at each root that shows the
 * sign-in invitation for every page below it (src/docs/publicRoutes.ts).
 */
export function protectedRootOf(path: string, protectedPaths: readonly string[] = PROTECTED_PATHS): string | null {
  return protectedPaths.find((prefix) => isUnderPath(path, prefix)) ?? null;
}

/**
 * Classifies a raw (percent-encoded) path. A path the parser refuses is
 * treated as protected, so every reader of an odd path fails closed.
 */
export function classifyPath(rawPath: string, protectedPaths: readonly string[] = PROTECTED_PATHS): PathClass {
  const path = parsePath(rawPath);
  if (path === null) return 'protected';
  const page = pageOf(path).toLowerCase();
  if (page === AUTH_PATHS.login) return 'login';
  if (page === AUTH_PATHS.logout) return 'logout';
  return protectedPaths.some((prefix) => isUnderPath(path, prefix)) ? 'protected' : 'public';
}
