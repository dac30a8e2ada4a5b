import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import Fastify, {type FastifyInstance, type FastifyReply, type FastifyRequest} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import {parseTarget} from '../src/access/paths';
import type {ServerConfig} from './config';
import type {IdentityService} from './identity';
import health from './plugins/health';
import {readManifest, type ProgressBackend} from './progress/backend';
import progressRoutes from './progress/routes';
import session, {isHttps} from './plugins/session';
import sessionRoutes from './plugins/sessionRoutes';
import site from './plugins/site';
import {HSTS, cspDirectives, helmetOptions, inlineScriptHashes, securityHeaders} from './security';
import {createSessionGuard} from './sessionGuard';
import {loadSiteBuild} from './siteFiles';

/** Request headers larger than this get 431, whatever the HTTP server allows. */
export const MAX_HEADER_BYTES = 8 * 1024;

type SiteRequest = {readonly rawPath: string; readonly path: string; readonly query: string};

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteRequest;
  }
}

export type AppOptions = {
  readonly config: ServerConfig;
  readonly identity: IdentityService;
  /** Pino settings; tests pass a `stream` to read what is logged. */
  readonly logger?: boolean | {level: string; stream?: {write: (line: string) => void}};
  /** The clock of the session guard; tests move it. */
  readonly now?: () => number;
  /** Learner progress (server/progress); without it the site is served with no progress API. */
  readonly progress?: ProgressBackend;
};

function headerBytes(request: FastifyRequest): number {
  return request.raw.rawHeaders.reduce((total, part) => total + part.length + 2, 0);
}

/** Strips anything shaped like a JWT from a message, so a log line never carries a cookie or token. */
const withoutTokens = (text: string) => text.replace(/[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g, '[token]');

/** A file served as it is, other than a page: it gets only the headers that matter for a resource. */
function isAsset(reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  return [200, 206, 304].includes(reply.statusCode) && type !== '' && !type.startsWith('text/html');
}

/** Builds the server without listening, so tests can drive it with `inject`. */
export async function buildApp({config, identity, logger = false, now, progress}: AppOptions): Promise<FastifyInstance> {
  const builds = {
    full: await loadSiteBuild('full', config.fullRoot),
    public: await loadSiteBuild('public', config.publicRoot),
  };
  const homePages = await Promise.all(Object.values(builds).map((b) => readFile(join(b.root, 'index.html'), 'utf8')));
  // Computed once here; @fastify/helmet would rebuild them on every request.
  const headers = securityHeaders(helmetOptions(cspDirectives([...new Set(homePages.flatMap(inlineScriptHashes))], config.identityOrigins)));

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
    // A URL the router cannot decode gets the same headers as any answer, and is never echoed back.
    frameworkErrors(_error, request, reply) {
      void (reply as FastifyReply).code(400).headers(headers.document).type('text/plain').send('Bad request');
    },
  });
  // Only JSON bodies are accepted; anything else gets 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', {parseAs: 'string'}, app.getDefaultJsonParser('error', 'error'));

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(isAsset(reply) ? headers.asset : headers.document);
    if (isHttps(request)) reply.header('strict-transport-security', HSTS);
    return payload;
  });
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

  // Every request's target is read once, strictly, before any route runs.
  app.decorateRequest('site', null as unknown as SiteRequest);
  app.addHook('onRequest', async (request, reply) => {
    if (headerBytes(request) > MAX_HEADER_BYTES) return reply.code(431).type('text/plain').send('Request headers too large');
    const parsed = parseTarget(request.url);
    if (!parsed.ok) return reply.code(parsed.status).type('text/plain').send(`Bad request: ${parsed.reason}`);
    request.site = {rawPath: request.url.split('?', 1)[0]!, path: parsed.path, query: parsed.query};
    return undefined;
  });

  const guard = createSessionGuard(identity, {
    cacheMs: config.sessionCacheMs,
    graceMs: config.sessionGraceMs,
    timeoutMs: config.identityTimeoutMs,
    retryAfterMs: config.identityRetryMs,
    ...(now ? {now} : {}),
    onFault: (operation, error) => {
      const {code, message} = (error ?? {}) as {code?: unknown; message?: unknown};
      app.log.warn(
        {operation, code: typeof code === 'string' ? code : undefined, reason: withoutTokens(String(message ?? error))},
        'identity service unavailable',
      );
    },
  });
  await app.register(session, {guard});
  await app.register(sessionRoutes, {maxAgeMs: config.sessionMaxAgeMs});
  await app.register(health);
  if (progress) {
    await app.register(progressRoutes, {backend: progress, manifest: await readManifest(config.fullRoot)});
    app.addHook('onClose', () => progress.close());
  }
  await app.register(site, {builds});

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
