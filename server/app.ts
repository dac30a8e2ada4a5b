import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import Fastify, {type FastifyInstance, type FastifyReply, type FastifyRequest} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type {ServerConfig} from './config';
import {access, type BuildName} from './guard';
import {canonicalRedirect, parseRequestPath} from './requestPath';
import {contentSecurityPolicy, inlineScriptHashes, securityHeaders} from './security';
import {SESSION_COOKIE, clearSessionCookie, isHttps, registerSessionRoutes} from './sessionRoutes';
import type {Session, SessionService} from './sessions';
import {loadSiteBuild, type SiteBuild} from './siteFiles';

/** Request headers larger than this get 431, whatever the HTTP server allows. */
export const MAX_HEADER_BYTES = 8 * 1024;
/** A Firebase session cookie is about 1 KB; anything far larger is not one. */
const MAX_COOKIE_LENGTH = 4096;

type SiteRequest = {path: string; query: string; session: Session | null};

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteRequest;
  }
}

export type AppOptions = {
  readonly config: ServerConfig;
  readonly sessions: SessionService;
  readonly logger?: boolean | {level: string};
};

const HASHED_ASSET = /^assets\//;
const IMMUTABLE = 'max-age=31536000, immutable';

function encodePath(path: string): string {
  return encodeURI(path).replace(/\?/g, '%3F').replace(/#/g, '%23');
}

function headerBytes(request: FastifyRequest): number {
  return request.raw.rawHeaders.reduce((total, part) => total + part.length + 2, 0);
}

/** Builds the server without listening, so tests can drive it with `inject`. */
export async function buildApp({config, sessions, logger = false}: AppOptions): Promise<FastifyInstance> {
  const builds: Record<BuildName, SiteBuild> = {
    full: await loadSiteBuild('full', config.fullRoot),
    public: await loadSiteBuild('public', config.publicRoot),
  };
  const homePages = await Promise.all(Object.values(builds).map((b) => readFile(join(b.root, 'index.html'), 'utf8')));
  const csp = contentSecurityPolicy([...new Set(homePages.flatMap(inlineScriptHashes))], config.identityOrigins);

  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(typeof logger === 'object' ? logger : {}),
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    exposeHeadRoutes: true,
    return503OnClosing: true,
    // Bodies are checked as sent: no type coercion, no silently dropped fields.
    ajv: {customOptions: {coerceTypes: false, removeAdditional: false}},
  });
  // Only JSON bodies are accepted; anything else gets 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', {parseAs: 'string'}, app.getDefaultJsonParser('error', 'error'));

  await app.register(fastifyCookie);
  await app.register(fastifyStatic, {
    root: config.publicRoot,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  });

  app.decorateRequest('site', null as unknown as SiteRequest);

  // The one guard: every request is checked here before any route runs.
  app.addHook('onRequest', async (request, reply) => {
    if (headerBytes(request) > MAX_HEADER_BYTES) return reply.code(431).type('text/plain').send('Request headers too large');
    const parsed = parseRequestPath(request.url);
    if (!parsed.ok) return reply.code(parsed.status).type('text/plain').send(`Bad request: ${parsed.reason}`);

    let session: Session | null = null;
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie !== undefined) {
      session = cookie.length <= MAX_COOKIE_LENGTH ? await sessions.verify(cookie) : null;
      // A cookie that no longer works is removed, so the browser stops sending it.
      if (!session) clearSessionCookie(reply, request);
    }
    request.site = {path: parsed.path, query: parsed.query, session};
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders(csp, isHttps(request)));
    return payload;
  });

  registerSessionRoutes(app, {sessions, maxAgeMs: config.sessionMaxAgeMs});

  app.get('/healthz', async () => ({status: 'ok'}));

  const sendFile = (reply: FastifyReply, build: SiteBuild, file: string, session: Session | null) => {
    const shared = !session || builds.public.has(file);
    if (file.endsWith('.html')) {
      reply.header('cache-control', 'private, no-cache');
    } else if (HASHED_ASSET.test(file)) {
      reply.header('cache-control', `${shared ? 'public' : 'private'}, ${IMMUTABLE}`);
    } else {
      reply.header('cache-control', shared ? 'public, max-age=0, must-revalidate' : 'private, no-cache');
    }
    if (!(HASHED_ASSET.test(file) && shared)) reply.header('vary', 'Cookie');
    return reply.sendFile(file, build.root);
  };

  app.get('*', async (request, reply) => {
    const {path, query, session} = request.site;
    const canonical = canonicalRedirect(path);
    if (canonical !== null) return reply.redirect(`${encodePath(canonical)}${query}`, 301);

    const origin = `${request.protocol}://${request.host}`;
    const decision = access(path, query, origin, session);
    if (decision.kind === 'redirect') {
      reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie');
      return reply.redirect(decision.location, 302);
    }
    for (const name of decision.builds) {
      const file = builds[name].find(path);
      if (file !== null) return sendFile(reply, builds[name], file, session);
    }
    const notFoundBuild = builds[decision.builds[0]!];
    return sendFile(reply.code(404), notFoundBuild, '404.html', session);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
  });

  app.setErrorHandler((error: Error & {statusCode?: number}, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({err: error}, 'request failed');
    reply.code(status).type('text/plain').send(status === 500 ? 'Internal server error' : error.message);
  });

  return app;
}
