import type { OutgoingHttpHeaders } from 'node:http';

/**
 * Headers of the HTML pages the gateway serves itself (dashboard, API reference, GraphiQL): scripts
 * only from this origin or, for a page whose scripts are inline (GraphiQL), exactly those scripts by
 * their SHA-256; requests only to this origin, never framed.
 */
export function pageSecurityHeaders(options: {
  inlineStyles: boolean;
  scriptHashes?: readonly string[];
  workers?: boolean;
  dataFonts?: boolean;
}): OutgoingHttpHeaders {
  const hashes = (options.scriptHashes ?? []).map((hash) => ` 'sha256-${hash}'`).join('');
  const csp = [
    "default-src 'none'",
    `script-src 'self'${hashes}`,
    `style-src 'self'${options.inlineStyles ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data: blob:",
    `font-src 'self'${options.dataFonts ? ' data:' : ''}`,
    "connect-src 'self'",
    ...(options.workers ? ["worker-src 'self' blob:"] : []),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
}
