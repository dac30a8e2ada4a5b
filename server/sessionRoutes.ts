import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {SessionError, type SessionService} from './sessions';

/** Firebase Hosting forwards only a cookie with this name to the server behind it. */
export const SESSION_COOKIE = '__session';

export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(SESSION_COOKIE, {path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request)});
}

/** Cross-site requests must not create or end sessions: only this site's own pages may. */
function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  return origin === `${request.protocol}://${request.host}`;
}

type Options = {readonly sessions: SessionService; readonly maxAgeMs: number};

export function registerSessionRoutes(app: FastifyInstance, {sessions, maxAgeMs}: Options): void {
  const refuseCrossOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSameOrigin(request)) return reply.code(403).send({code: 'auth/cross-origin-request'});
    return undefined;
  };

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
        cookie = await sessions.create(request.body.idToken, maxAgeMs);
      } catch (error) {
        if (error instanceof SessionError) return reply.code(401).send({code: error.code});
        request.log.error({err: error}, 'session creation failed');
        return reply.code(503).send({code: 'auth/unavailable'});
      }
      reply.setCookie(SESSION_COOKIE, cookie, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(request),
        maxAge: Math.floor(maxAgeMs / 1000),
      });
      return reply.code(204).send();
    },
  );

  // Answers 200 either way: "no session" is a normal answer, not an error for the page to log.
  app.get('/api/session', async (request, reply) => {
    const session = request.site.session;
    reply.header('cache-control', 'private, no-store');
    return session ? {signedIn: true, uid: session.uid, email: session.email} : {signedIn: false};
  });

  app.post('/api/session/logout', {onRequest: refuseCrossOrigin}, async (request, reply) => {
    const session = request.site.session;
    // Revoking the refresh tokens makes every copy of the cookie worthless, not only this one.
    if (session) await sessions.revoke(session.uid);
    clearSessionCookie(reply, request);
    return reply.code(204).send();
  });
}
