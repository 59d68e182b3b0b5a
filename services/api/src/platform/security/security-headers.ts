/** Headers for every answer: CSP that admits the remotes' origins, no framing, no sniffing, little referrer. */
export function securityHeaders(options: { remoteOrigins: string[]; https: boolean }): Record<string, string> {
  const remotes = options.remoteOrigins.join(' ');
  const from = (...sources: string[]) => [...sources, remotes].filter(Boolean).join(' ');
  const csp = [
    `default-src 'self'`,
    `script-src ${from("'self'")}`,
    // React's style attributes and the design tokens need inline styles.
    `style-src ${from("'self'", "'unsafe-inline'")}`,
    `img-src ${from("'self'", 'data:')}`,
    `font-src ${from("'self'", 'data:')}`,
    // Module Federation fetches each remote's mf-manifest.json.
    `connect-src ${from("'self'")}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers that only a document obeys (CSP, framing, opener, permissions): a browser applies
 * them to a page it shows, never to a script, a style sheet or JSON it loads. The web build's files
 * go without them (see `isBuildFileAnswer`); nosniff, the referrer policy (a style sheet's own
 * requests follow it) and HSTS stay on every answer.
 */
export const DOCUMENT_ONLY_HEADERS = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy'] as const;

/** The shell's service worker (platform/web/service-worker-script.ts; not imported: security does not depend on web). */
const SERVICE_WORKER_PATH = '/sw.js';

/** A file of the web build by its name: scripts, style sheets, source maps, manifests and the remote map. */
const BUILD_FILE = /\.(js|css|map|json)$/;
/** Types a browser never shows as a page (an HTML answer always keeps every header, whatever its path). */
const NEVER_A_PAGE = /^(text\/javascript|application\/javascript|text\/css|application\/json)\b/;

/**
 * Whether an answer is one of the web build's files, outside the API: a script, style sheet or JSON
 * by its name, answered with such a type or as a bodiless 304. On a cold dashboard these are ~36
 * answers, and the document-only headers were ~400 bytes of each (HTTP/1.1 does not compress
 * headers): ~14 KiB (issue #16). API answers (`/api`, `/trpc`, `/health`) keep every header.
 */
export function isBuildFileAnswer(url: string, status: number, contentType: string | undefined): boolean {
  const path = url.split('?')[0]!;
  // The service worker is governed by its own script's headers (its CSP covers what it fetches): it keeps them all.
  if (path.startsWith('/api/') || path.startsWith('/trpc/') || path === SERVICE_WORKER_PATH || !BUILD_FILE.test(path)) return false;
  return status === 304 || NEVER_A_PAGE.test(contentType ?? '');
}
