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
