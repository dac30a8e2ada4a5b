/** The server's session endpoints, as the page calls them. Failures reject with `{code}`. */
export type SessionApi = {
  /** Exchanges a fresh ID token for the server's HttpOnly session cookie. */
  readonly create: (idToken: string) => Promise<void>;
  /** Ends the server session: revokes the user's tokens and clears the cookie. */
  readonly end: () => Promise<void>;
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
  if (response.ok) {
    // Read to the end: fetch resolves on the headers, and a page that leaves right after (a sign-out goes home)
    // would otherwise abort a request the server has already answered.
    await response.text();
    return;
  }
  const payload = (await response.json().catch(() => ({}))) as {code?: unknown};
  if (typeof payload.code === 'string') throw {code: payload.code};
  throw {code: response.status >= 500 ? 'auth/network-request-failed' : 'auth/internal'};
}

export const serverSessionApi: SessionApi = {
  create: (idToken) => post('/api/session', {idToken}),
  end: () => post('/api/session/logout'),
};
