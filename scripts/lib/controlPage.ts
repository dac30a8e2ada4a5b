/**
 * The page benchmark's control: a real page with no JS at all, served from
 * 127.0.0.1 beside the site, so that its scores show what the HTML, CSS,
 * fonts and images cost on their own, on the same machine and in the same
 * runs as the pages measured.
 */
import {once} from 'node:events';
import {createServer, request} from 'node:http';
import type {AddressInfo} from 'node:net';
import {brotliCompressSync} from 'node:zlib';

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;

/** An attribute's value as HTML reads it: double-quoted, single-quoted or bare. */
function attribute(tag: string, name: string): string {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i'));
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').toLowerCase();
}

/** Whether a `<link>` makes the browser fetch a script: a module preload, or a preload or prefetch `as=script`. */
function loadsScript(tag: string): boolean {
  const rel = attribute(tag, 'rel').split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  return (rel.includes('preload') || rel.includes('prefetch')) && attribute(tag, 'as') === 'script';
}

/** `html` without any `<script>` element (inline ones too) or `<link>` that fetches a script. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, '').replace(LINK_TAG, (tag) => (loadsScript(tag) ? '' : tag));
}

export type ControlServer = {
  /** The control page's URL. */
  readonly url: string;
  readonly close: () => Promise<void>;
};

/**
 * Serves `html` at `path` on 127.0.0.1, brotli-compressed like the site's
 * pages, and passes every other request (CSS, images, fonts) on to `target`
 * unchanged, so that the control loads the same files as the real page.
 */
export async function startControlServer(target: string, path: string, html: string): Promise<ControlServer> {
  const plain = Buffer.from(html);
  const compressed = brotliCompressSync(plain);
  const server = createServer((incoming, outgoing) => {
    if (new URL(incoming.url ?? '/', target).pathname === path) {
      const brotli = /\bbr\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
      outgoing.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(brotli ? {'content-encoding': 'br'} : {}),
      });
      outgoing.end(brotli ? compressed : plain);
      return;
    }
    const forwarded = request(
      new URL(incoming.url ?? '/', target),
      {method: incoming.method, headers: {...incoming.headers, host: new URL(target).host}},
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, {'content-type': 'text/plain'});
      outgoing.end(`${target} did not answer: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
