/** Widget storage keys share FirebaseUI's prefix. */
export const STORAGE_PREFIX = 'firebaseui';
const PENDING_EMAIL_KEY = `${STORAGE_PREFIX}::pendingEmail`;

/** How long an e-mail that asked for a sign-in link is remembered. */
export const PENDING_EMAIL_LIFETIME_MS = 3600 * 1000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Remembers which e-mail asked for a sign-in link, so that opening the link
 * in the same browser completes sign-in without asking again. Opened on
 * another device, or after an hour, the widget asks for the e-mail.
 */
export function rememberPendingEmail(storage: StorageLike, email: string, now = Date.now()): void {
  storage.setItem(PENDING_EMAIL_KEY, JSON.stringify({email, expiresAt: now + PENDING_EMAIL_LIFETIME_MS}));
}

export function readPendingEmail(storage: StorageLike, now = Date.now()): string | null {
  const raw = storage.getItem(PENDING_EMAIL_KEY);
  if (raw === null) return null;
  try {
    const {email, expiresAt} = JSON.parse(raw) as {email?: unknown; expiresAt?: unknown};
    if (typeof email === 'string' && typeof expiresAt === 'number' && expiresAt > now) return email;
  } catch {
    // A damaged entry is treated as absent and cleared below.
  }
  storage.removeItem(PENDING_EMAIL_KEY);
  return null;
}

export function forgetPendingEmail(storage: StorageLike): void {
  storage.removeItem(PENDING_EMAIL_KEY);
}
