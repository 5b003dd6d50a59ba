import type { OutgoingHttpHeaders } from 'node:http';

/**
 * Headers of the HTML pages the gateway serves itself (dashboard, API reference): scripts only
 * from this origin (no inline script), requests only to this origin, never framed.
 */
export function pageSecurityHeaders(options: { inlineStyles: boolean }): OutgoingHttpHeaders {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self'${options.inlineStyles ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
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
