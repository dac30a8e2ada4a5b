import {createHash} from 'node:crypto';
import type {HelmetOptions} from 'helmet';

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
 * the identity service; never framed.
 */
export function cspDirectives(scriptHashes: readonly string[], identityOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React and Mermaid set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identityOrigins],
    'worker-src': ["'self'", 'blob:'],
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
