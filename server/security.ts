import {createHash} from 'node:crypto';

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
 * The Content-Security-Policy: scripts only from this origin plus the
 * theme's known inline scripts; network calls only to this origin and the
 * identity service; never framed.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], identityOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React and Mermaid set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${identityOrigins.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export type SecurityHeaders = Readonly<Record<string, string>>;

export function securityHeaders(csp: string, https: boolean): SecurityHeaders {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    ...(https ? {'strict-transport-security': 'max-age=31536000; includeSubDomains'} : {}),
  };
}
