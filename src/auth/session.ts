/** The server's session endpoints, as the page calls them. */
export type SessionApi = {
  /** Exchanges a fresh ID token for the server's HttpOnly session cookie. */
  readonly create: (idToken: string) => Promise<void>;
  /** Ends the server session: clears the cookie and revokes the user's tokens. */
  readonly end: () => Promise<void>;
  /** Whether the server holds a valid session for this browser. */
  readonly exists: () => Promise<boolean>;
};

async function post(path: string, body?: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : {'content-type': 'application/json'},
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw {code: 'auth/network-request-failed'};
  }
  if (response.ok) return;
  const payload = (await response.json().catch(() => ({}))) as {code?: unknown};
  throw {code: typeof payload.code === 'string' ? payload.code : response.status >= 500 ? 'auth/unavailable' : 'auth/internal'};
}

export const serverSessionApi: SessionApi = {
  create: (idToken) => post('/api/session', {idToken}),
  end: () => post('/api/session/logout'),
  exists: () =>
    fetch('/api/session', {credentials: 'same-origin'})
      .then((response): Promise<{signedIn?: unknown}> => (response.ok ? response.json() : Promise.resolve({})))
      .then(
        (body) => body.signedIn === true,
        () => false,
      ),
};
