import type {FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import type {Session} from '../identity';
import type {Need, SessionGuard, Verdict} from '../sessionGuard';

/** Firebase Hosting forwards only a cookie with this name to the server behind it. */
export const SESSION_COOKIE = '__session';
/** A Firebase session cookie is about 1 KB; anything far larger is not one. */
const MAX_COOKIE_LENGTH = 4096;

declare module 'fastify' {
  interface FastifyInstance {
    readonly sessionGuard: SessionGuard;
  }
  interface FastifyRequest {
    /**
     * The verdict on the request's session cookie, as fresh as `need` asks,
     * or null without one. An invalid cookie is cleared on the reply; one
     * the identity service could not check is kept.
     */
    sessionVerdict(need: Need): Promise<Verdict | null>;
    /** The last verdict `sessionVerdict` gave for this request, if it was asked. */
    checkedSession: Verdict | null | undefined;
  }
}

export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(SESSION_COOKIE, {path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request)});
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, cookie: string, maxAgeMs: number): void {
  reply.setCookie(SESSION_COOKIE, cookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** The reader a verdict names, or null. */
export function readerOf(verdict: Verdict | null): Session | null {
  return verdict?.kind === 'valid' ? verdict.session : null;
}

/** Gives every request a way to ask about its session cookie, through the one guard. */
export default fp<{guard: SessionGuard}>(
  async (app, {guard}) => {
    app.decorate('sessionGuard', guard);
    app.decorateRequest('checkedSession', undefined);
    app.decorateRequest('sessionVerdict', async function (this: FastifyRequest, need: Need) {
      const cookie = this.cookies[SESSION_COOKIE];
      const verdict: Verdict | null =
        cookie === undefined ? null : cookie.length <= MAX_COOKIE_LENGTH ? await guard.check(cookie, need) : {kind: 'invalid'};
      this.checkedSession = verdict;
      return verdict;
    });
    // A cookie found invalid is removed, so the browser stops sending it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.checkedSession?.kind === 'invalid' && !reply.hasHeader('set-cookie')) clearSessionCookie(reply, request);
      return payload;
    });
  },
  {name: 'session', dependencies: ['@fastify/cookie']},
);
