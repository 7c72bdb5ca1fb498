import {createHash} from 'node:crypto';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {contentSecurityPolicy, securityHeaders} from '../../config/securityHeaders';
import {headersFile, inlineScriptHashes} from '../../src/plugins/security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP as a map from directive to its sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  const hashes = [sha256('a()'), sha256('b()')];
  const csp = directives(contentSecurityPolicy({scriptHashes: hashes, analytics: false}));

  it('allows scripts from the site and the hashed inline scripts only', () => {
    expect(csp['script-src']).toEqual(["'self'", ...hashes]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('keeps every kind of resource on the site and forbids framing, plugins and foreign forms', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(
      Object.values(csp)
        .flat()
        .filter((source) => source.startsWith('http')),
    ).toEqual([]);
  });

  it('lets gtag.js and its beacons through only when analytics is built in', () => {
    const withAnalytics = directives(contentSecurityPolicy({scriptHashes: hashes, analytics: true}));
    expect(withAnalytics['script-src']).toContain('https://www.googletagmanager.com');
    expect(withAnalytics['connect-src']).toContain('https://*.google-analytics.com');
    expect(withAnalytics['script-src']).not.toContain("'unsafe-inline'");
  });

  it('sets framing, sniffing, referrer and permissions policies', () => {
    expect(securityHeaders({scriptHashes: [], analytics: false})).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('writes a _headers file that applies them to every path', () => {
    expect(headersFile({'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff'})).toBe(
      '# Generated at build time by src/plugins/security-headers.\n/*\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n',
    );
  });
});

describe('inline script hashes', () => {
  it('hashes the exact text of inline scripts, quoted or minified', () => {
    const html = '<head><script>a()</script><script type="text/javascript">\n b() \n</script><script type=module>c()</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('\n b() \n'), sha256('c()')]);
  });

  it('skips scripts loaded from a file and data blocks such as JSON-LD', () => {
    const html = '<script src=/main.js defer></script><script data-rh=true type=application/ld+json>{"@type":"Blog"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('analytics switch', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function presetOptions(): Promise<{gtag?: {trackingID: string}}> {
    vi.resetModules();
    const {default: config} = await import('../../docusaurus.config');
    return (config.presets?.[0] as [string, {gtag?: {trackingID: string}}])[1];
  }

  it('builds without Google Analytics by default', async () => {
    vi.stubEnv('GTAG_TRACKING_ID', '');
    expect((await presetOptions()).gtag).toBeUndefined();
  });

  it('builds Google Analytics in when GTAG_TRACKING_ID is set', async () => {
    vi.stubEnv('GTAG_TRACKING_ID', 'G-TEST000000');
    expect((await presetOptions()).gtag).toMatchObject({trackingID: 'G-TEST000000'});
  });
});
