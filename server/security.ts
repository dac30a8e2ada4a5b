import {createHash} from 'node:crypto';
import helmet, {type HelmetOptions} from 'helmet';

/** The sha256 CSP sources of every inline script in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    // JSON data blocks are not executed, so the CSP does not govern them.
    if (/type=["']?application\/(ld\+)?json/i.test(attributes) || body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes].sort();
}

/**
 * The Content-Security-Policy directives: scripts only from this origin plus
 * the theme's known inline scripts; network calls only to this origin and
 * the identity service; never framed. The in-page SQL runner (src/sql) adds
 * exactly two things: compiling WebAssembly (PGlite) and a worker from this
 * origin to run it in.
 */
export function cspDirectives(scriptHashes: readonly string[], identityOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    // React and Mermaid set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identityOrigins],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Headers every response carries, through helmet. HSTS is left out here
 * because it belongs to HTTPS responses only (see `HSTS`).
 */
export function helmetOptions(directives: Record<string, string[]>): HelmetOptions {
  return {
    contentSecurityPolicy: {useDefaults: false, directives},
    crossOriginOpenerPolicy: {policy: 'same-origin'},
    crossOriginEmbedderPolicy: false,
    referrerPolicy: {policy: 'strict-origin-when-cross-origin'},
    strictTransportSecurity: false,
    xFrameOptions: {action: 'deny'},
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * Headers that govern a resource whatever it is; the others (CSP, framing,
 * opener and permissions policies, origin-agent clustering) only mean
 * something on a document, and cost about a kilobyte on every asset.
 */
const EVERY_RESPONSE = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];

export type SecurityHeaders = {readonly document: Record<string, string>; readonly asset: Record<string, string>};

/** helmet's headers for these options, computed once: the document set and the asset subset. */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const document: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (document[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete document[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  document['permissions-policy'] = PERMISSIONS_POLICY;
  const asset = Object.fromEntries(Object.entries(document).filter(([name]) => EVERY_RESPONSE.includes(name)));
  return {document, asset};
}
