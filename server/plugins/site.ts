import type {FastifyReply} from 'fastify';
import fp from 'fastify-plugin';
import {canonicalRedirect, classifyPath} from '../../src/access/paths';
import {serveDecision, type BuildName} from '../../src/access/serve';
import type {Session} from '../identity';
import {filesInBoth, HASHED_ASSET, type SiteBuild} from '../siteFiles';
import {readerOf} from './session';

const IMMUTABLE = 'max-age=31536000, immutable';

type Options = {readonly builds: Record<BuildName, SiteBuild>};

function encodePath(path: string): string {
  return encodeURI(path).replace(/\?/g, '%3F').replace(/#/g, '%23');
}

/** The page a reader gets while the sign-in service cannot confirm their session: retry, nothing lost. */
export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in service unavailable | Projects</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1c1e21}
a{color:#1b6b4f}@media (prefers-color-scheme:dark){body{background:#1b1b1d;color:#e3e3e3}a{color:#5fd3a8}}</style></head>
<body><main><h1>The sign-in service is unavailable</h1>
<p>We could not confirm your sign-in just now, so this lesson cannot be shown. You are still signed in.</p>
<p>Wait a moment and <a href="">try again</a>. Public pages, such as the <a href="/">home page</a>, work as usual.</p></main></body></html>
`;

/**
 * A hashed asset never changes and is never revalidated, nor fetched in ranges: validators and accept-ranges
 * would only add ~100 bytes to each of a page's script responses.
 */
const HASHED_ASSET_SEND = {etag: false, lastModified: false, acceptRanges: false} as const;

/**
 * Serves the two builds. Files both builds hold with the same bytes go out
 * without a session check; everything else asks the session guard: a page
 * of the public part can use a recent verdict and never waits for a failing
 * identity service, while a protected page or a file only the full build
 * has needs a fresh one.
 */
export default fp<Options>(
  async (app, {builds}) => {
    const shared = await filesInBoth(builds.full, builds.public);

    const sendFile = (reply: FastifyReply, build: SiteBuild, file: string, session: Session | null) => {
      const isShared = !session || shared.has(file.normalize('NFC'));
      const hashed = HASHED_ASSET.test(file);
      if (file.endsWith('.html')) {
        reply.header('cache-control', 'private, no-cache');
      } else if (hashed) {
        reply.header('cache-control', `${isShared ? 'public' : 'private'}, ${IMMUTABLE}`);
      } else {
        reply.header('cache-control', isShared ? 'public, max-age=0, must-revalidate' : 'private, no-cache');
      }
      if (!(hashed && isShared)) reply.header('vary', 'Cookie');
      return hashed ? reply.sendFile(file, build.root, HASHED_ASSET_SEND) : reply.sendFile(file, build.root);
    };

    app.get('*', async (request, reply) => {
      const {rawPath, path, query} = request.site;
      const canonical = canonicalRedirect(path);
      if (canonical !== null) return reply.redirect(`${encodePath(canonical)}${query}`, 301);

      const publicFile = builds.public.find(path);
      if (publicFile !== null && shared.has(publicFile.normalize('NFC'))) {
        return sendFile(reply, builds.public, publicFile, null);
      }

      const fullOnlyFile = publicFile === null ? builds.full.find(path) : null;
      const pathClass = classifyPath(rawPath);
      const isPage = (publicFile ?? fullOnlyFile)?.endsWith('.html') ?? false;
      const verdict = await request.sessionVerdict(pathClass === 'public' && isPage ? 'recent' : 'fresh');
      // Without a verdict, a lesson, a file only the full build has, or a sign-out cannot be served honestly.
      const needsSession = pathClass === 'protected' || pathClass === 'logout' || fullOnlyFile !== null;
      if (verdict?.kind === 'unavailable' && needsSession) {
        return reply
          .code(503)
          .header('retry-after', String(Math.max(1, app.sessionGuard.retryAfterS())))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(UNAVAILABLE_PAGE);
      }

      const session = readerOf(verdict);
      const decision = serveDecision({
        rawPath,
        query,
        origin: `${request.protocol}://${request.host}`,
        reader: session,
        navigation: {
          fetchSite: request.headers['sec-fetch-site'] as string | undefined,
          referer: request.headers.referer,
        },
      });
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
  },
  {name: 'site', dependencies: ['session', '@fastify/static']},
);
