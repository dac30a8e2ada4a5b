import type {FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {NETWORK_ERROR} from '../../src/auth/messages';
import {isRefusal} from '../identity';
import {clearSessionCookie, readerOf, setSessionCookie} from './session';

/** What the page shows when the identity service cannot answer; the spec's network message. */
const UNAVAILABLE = {code: 'auth/network-request-failed', message: NETWORK_ERROR} as const;

/** Cross-site requests must not create or end sessions: only this site's own pages may. */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  return origin === `${request.protocol}://${request.host}`;
}

async function refuseCrossOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (!isSameOrigin(request)) return reply.code(403).send({code: 'auth/cross-origin-request'});
  return undefined;
}

/**
 * The session endpoints. Each tells "the identity service said no" (401,
 * the cookie is cleared) from "it could not answer" (503 with Retry-After;
 * the cookie is kept, so the reader stays signed in and can try again).
 */
export default fp<{maxAgeMs: number}>(
  async (app, {maxAgeMs}) => {
    const unavailable = (reply: FastifyReply) =>
      reply
        .code(503)
        .header('retry-after', String(Math.max(1, app.sessionGuard.retryAfterS())))
        .send(UNAVAILABLE);

    app.post<{Body: {idToken: string}}>(
      '/api/session',
      {
        onRequest: refuseCrossOrigin,
        schema: {
          body: {
            type: 'object',
            required: ['idToken'],
            additionalProperties: false,
            properties: {idToken: {type: 'string', minLength: 1, maxLength: 8192}},
          },
        },
      },
      async (request, reply) => {
        let cookie: string;
        try {
          cookie = await app.sessionGuard.create(request.body.idToken, maxAgeMs);
        } catch (error) {
          if (isRefusal(error)) return reply.code(401).send({code: (error as {code: string}).code});
          return unavailable(reply);
        }
        setSessionCookie(reply, request, cookie, maxAgeMs);
        return reply.code(204).send();
      },
    );

    app.get('/api/session', async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const verdict = await request.sessionVerdict('fresh');
      if (verdict?.kind === 'unavailable') return unavailable(reply);
      const session = readerOf(verdict);
      // "No session" is a normal answer, not an error for the page to log.
      return session ? {signedIn: true, uid: session.uid, email: session.email} : {signedIn: false};
    });

    app.post('/api/session/logout', {onRequest: refuseCrossOrigin}, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const verdict = await request.sessionVerdict('fresh');
      // Without a known user nothing can be revoked: the reader must not be told they are signed out.
      if (verdict?.kind === 'unavailable') return unavailable(reply);
      const session = readerOf(verdict);
      if (session) {
        try {
          // Revoking the refresh tokens makes every copy of the cookie worthless, not only this one.
          await app.sessionGuard.revoke(session.uid);
        } catch {
          return unavailable(reply);
        }
      }
      clearSessionCookie(reply, request);
      return reply.code(204).send();
    });
  },
  {name: 'session-routes', dependencies: ['session']},
);
