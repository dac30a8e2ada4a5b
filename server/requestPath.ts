/** The longest request target the server reads; longer ones get 414. */
export const MAX_URL_LENGTH = 2048;

export type ParsedPath =
  | {readonly ok: true; readonly path: string; readonly query: string}
  | {readonly ok: false; readonly status: 400 | 414; readonly reason: string};

const fail = (status: 400 | 414, reason: string): ParsedPath => ({ok: false, status, reason});

/**
 * Reads the path of a request target strictly. Anything a static file server
 * could be tricked by is refused rather than repaired: malformed
 * percent-encoding, NUL and control characters, backslashes, `.` and `..`
 * segments (plain or encoded) and doubled slashes.
 */
export function parseRequestPath(rawUrl: string): ParsedPath {
  if (rawUrl.length > MAX_URL_LENGTH) return fail(414, 'URL too long');
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  if (!rawPath.startsWith('/')) return fail(400, 'path must start with /');

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return fail(400, 'malformed percent-encoding');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return fail(400, 'control character in path');
  if (path.includes('\\')) return fail(400, 'backslash in path');
  if (path.includes('//')) return fail(400, 'empty path segment');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return fail(400, 'dot segment in path');
  return {ok: true, path: path.normalize('NFC'), query};
}

/** Where `.html` and `/index.html` variants of a page should lead: its bare path, or null. */
export function canonicalRedirect(path: string): string | null {
  if (path === '/index.html') return '/';
  if (path.endsWith('/index.html')) return path.slice(0, -'/index.html'.length);
  if (path.endsWith('.html')) return path.slice(0, -'.html'.length);
  return null;
}

/** The files that could hold a path's content, in the order a static host tries them. */
export function candidateFiles(path: string): string[] {
  const relative = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (relative === '') return ['index.html'];
  return path.endsWith('/') ? [`${relative}/index.html`] : [`${relative}/index.html`, `${relative}.html`, relative];
}
