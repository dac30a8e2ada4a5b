import {randomUUID} from 'node:crypto';
import {EMULATOR_HOST, EMULATOR_PROJECT_ID} from '../../src/auth/config';

const EMULATOR = `http://${EMULATOR_HOST}`;
const API_KEY = 'demo-api-key';

export type OobCode = {email: string; oobCode: string; oobLink: string; requestType: string};

/** A fresh address per test, so parallel tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${EMULATOR}${path}`, init);
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates an account directly through the emulator's REST API; returns its fresh ID token and uid. */
export async function createAccount(email: string, password: string): Promise<{idToken: string; localId: string}> {
  return call(`/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({email, password, returnSecureToken: true}),
  });
}

/** Signs an existing account in again, as a second device would; returns a fresh ID token. */
export async function signInAgain(email: string, password: string): Promise<{idToken: string; localId: string}> {
  return call(`/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({email, password, returnSecureToken: true}),
  });
}

/** The newest out-of-band code the emulator "sent" to an address for a request type. */
export async function latestOobCode(
  email: string,
  requestType: 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'VERIFY_EMAIL',
): Promise<OobCode> {
  const {oobCodes} = await call<{oobCodes: OobCode[]}>(`/emulator/v1/projects/${EMULATOR_PROJECT_ID}/oobCodes`);
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === requestType).at(-1);
  if (!code) throw new Error(`No ${requestType} code for ${email}`);
  return code;
}
