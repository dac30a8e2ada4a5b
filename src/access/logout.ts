/** The query flag of a `/logout` that asks for one click before signing out. */
export const LOGOUT_CONFIRM_PARAM = 'confirm';

export type Navigation = {
  /** The request's `Sec-Fetch-Site` header, when the browser sends one. */
  readonly fetchSite?: string | undefined;
  /** The request's `Referer` header, for browsers without fetch metadata. */
  readonly referer?: string | undefined;
};

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a navigation to `/logout` came from another site, so that it must
 * ask for a click instead of signing out at once. Typed URLs, bookmarks and
 * the site's own links sign out directly, as the specification says.
 */
export function logoutNeedsConfirmation({fetchSite, referer}: Navigation, origin: string): boolean {
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return referer !== undefined && originOf(referer) !== origin;
}

/** Whether a `/logout` query carries the confirmation flag. */
export function asksConfirmation(search: string): boolean {
  return new URLSearchParams(search).has(LOGOUT_CONFIRM_PARAM);
}
