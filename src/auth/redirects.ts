import {AUTH_PATHS, classifyPath} from './paths';

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Accepts a redirect target (`continueUrl`, `signInSuccessUrl`, `next`) only
 * when it stays on this site, and returns it as a path with its query and
 * hash. Anything else, including protocol-relative, backslash, scripted and
 * percent-encoded tricks, falls back to the home path. The sign-in and
 * sign-out pages are never targets, so a redirect cannot loop.
 */
export function safeRedirectPath(target: string | null | undefined, origin: string): string {
  if (!target) return AUTH_PATHS.home;
  const raw = target.trim();
  const decoded = safeDecode(raw);
  if (decoded === null || UNSAFE_CHARACTERS.test(raw) || UNSAFE_CHARACTERS.test(decoded)) return AUTH_PATHS.home;

  const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');
  const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(raw);
  if (!isAbsolute && !(isSitePath(raw) && isSitePath(decoded))) return AUTH_PATHS.home;

  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return AUTH_PATHS.home;
  }
  if (url.origin !== new URL(origin).origin) return AUTH_PATHS.home;

  const pathClass = classifyPath(url.pathname, []);
  if (pathClass === 'login' || pathClass === 'logout') return AUTH_PATHS.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
