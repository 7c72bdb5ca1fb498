/** What the security headers depend on, known only once the site is built. */
export interface SecurityHeadersInput {
  /** CSP source expressions (`'sha256-...'`) of every inline script the build emits. */
  scriptHashes: readonly string[];
  /** Google Analytics is built in (GTAG_TRACKING_ID set): allow gtag.js and its beacons. */
  analytics: boolean;
}

const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const GA_BEACON_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * Same-origin everything. Scripts: our bundles and the hashed inline scripts (colour mode, redirect pages),
 * never 'unsafe-inline'. Styles allow inline: React and Infima set `style` attributes.
 */
export function contentSecurityPolicy({scriptHashes, analytics}: SecurityHeadersInput): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...(analytics ? [GTAG_SCRIPT_ORIGIN] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(analytics ? GA_BEACON_ORIGINS : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(analytics ? GA_BEACON_ORIGINS : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers for every response of the site. */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
}
