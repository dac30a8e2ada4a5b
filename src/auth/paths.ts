import {PROTECTED_PATHS} from '../site/constants';

/** The paths the sign-in gate treats specially, besides the protected list. */
export const AUTH_PATHS = {
  login: '/login',
  logout: '/logout',
  home: '/',
} as const;

export type PathClass = 'login' | 'logout' | 'protected' | 'public';

/**
 * The canonical form of a URL path: decoded once, Unicode NFC, backslashes
 * read as slashes (as browsers do), `.`/`..`/empty segments resolved, and the
 * `.html`, `/index.html` and trailing-slash variants folded into the bare path.
 * Returns null when the path cannot be decoded or holds a control character,
 * so callers can fail closed.
 */
export function normalizePath(rawPath: string): string | null {
  const [pathOnly = ''] = rawPath.split(/[?#]/, 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOnly);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;

  const segments: string[] = [];
  for (const segment of decoded.normalize('NFC').replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const last = segments.at(-1);
  if (last === 'index.html') segments.pop();
  else if (last?.endsWith('.html')) segments[segments.length - 1] = last.slice(0, -'.html'.length);
  return `/${segments.join('/')}`;
}

/**
 * Whether `path` is `prefix` or lies below it, by whole segments. Matching
 * ignores case because the client-side router matches routes that way.
 */
export function isUnderPath(path: string, prefix: string): boolean {
  const base = normalizePath(prefix);
  if (base === null) return false;
  const [p, b] = [path.toLowerCase(), base.toLowerCase()];
  return b === '/' || p === b || p.startsWith(`${b}/`);
}

/** Classifies a raw path; one that cannot be read is treated as protected. */
export function classifyPath(rawPath: string, protectedPaths: readonly string[] = PROTECTED_PATHS): PathClass {
  const path = normalizePath(rawPath);
  if (path === null) return 'protected';
  const lower = path.toLowerCase();
  if (lower === AUTH_PATHS.login) return 'login';
  if (lower === AUTH_PATHS.logout) return 'logout';
  return protectedPaths.some((prefix) => isUnderPath(path, prefix)) ? 'protected' : 'public';
}
