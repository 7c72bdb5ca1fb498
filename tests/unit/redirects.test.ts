import {readdirSync, statSync} from 'node:fs';
import {basename, dirname, join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {
  isKnownRoute,
  normalisePath,
  oldUrlTarget,
  prefixRedirects,
  redirectRules,
  redirects,
  resolveRedirects,
  type RouteLike,
} from '../../config/redirects';
import {serverRedirectsFile} from '../../src/plugins/server-redirects';
import {CLIENT_REDIRECTS, optionsOf} from './pluginEntries';

const docsDir = join(__dirname, '..', '..', 'docs');

/** The URL of every doc, from the file tree: `a/b.md` -> `/docs/a/b`, `a/index.md` (or `a/README.md`, `a/a.md`) -> `/docs/a`. */
function docRoutes(dir = docsDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('_')) return [];
    if (statSync(path).isDirectory()) return docRoutes(path);
    if (!/\.mdx?$/.test(name)) return [];
    const id = relative(docsDir, path).replace(/\.mdx?$/, '');
    const file = basename(id).toLowerCase();
    const isIndex = file === 'index' || file === 'readme' || file === basename(dirname(id)).toLowerCase();
    return [`/docs/${isIndex ? dirname(id) : id}`.replace(/\/\.$/, '')];
  });
}

const docs = new Set(docRoutes());
const target = (from: string) => redirects.find((rule) => rule.from === from)?.to;

describe('redirect data', () => {
  it('holds the 88 rules of the published site of 2026.8, each old path once', () => {
    expect(redirectRules).toHaveLength(88);
    expect(redirects).toHaveLength(88);
    expect(new Set(redirectRules.map((rule) => rule.from)).size).toBe(88);
  });

  it('leads every page that moved after 2025.11 to its new path', () => {
    const moved: Record<string, string> = {
      '/docs/add-ons': '/docs/apps',
      '/docs/add-ons/tutorial': '/docs/apps/tutorial',
      '/docs/add-ons/configuration': '/docs/apps/configuration',
      '/docs/add-ons/communication': '/docs/apps/communication',
      '/docs/add-ons/testing': '/docs/apps/testing',
      '/docs/add-ons/publishing': '/docs/apps/publishing',
      '/docs/add-ons/presentation': '/docs/apps/presentation',
      '/docs/add-ons/repository': '/docs/apps/repository',
      '/docs/add-ons/security': '/docs/apps/security',
      '/docs/hassio_addon_config': '/docs/apps/configuration',
      '/docs/config_entries_config_flow_handler': '/docs/core/integration/config_flow',
      '/docs/config_entries_options_flow_handler': '/docs/core/integration/options_flow',
      '/docs/configuration_yaml_index': '/docs/core/integration/yaml_configuration',
      '/docs/core/integration_diagnostics': '/docs/core/integration/diagnostics',
      '/docs/core/integration_system_health': '/docs/core/integration/system_health',
      '/docs/android/architecture': '/docs/android/architecture/overview',
    };
    for (const [from, to] of Object.entries(moved)) expect(target(from), from).toBe(to);
  });

  it('leads every old path straight to its final page: no target is itself an old path', () => {
    const sources = new Set(redirects.map((rule) => rule.from));
    for (const rule of redirects) expect(sources.has(rule.to), `${rule.from} -> ${rule.to}`).toBe(false);
  });

  it('points only at existing doc pages or https URLs', () => {
    for (const rule of redirects) {
      if (/^https:\/\//.test(rule.to)) continue;
      expect(docs.has(rule.to), `${rule.from} -> ${rule.to}`).toBe(true);
    }
    expect(redirects.filter((rule) => rule.to.startsWith('https://'))).toHaveLength(2);
  });

  it('never hides a current page behind a redirect', () => {
    for (const rule of redirects) expect(docs.has(rule.from), rule.from).toBe(false);
  });

  it('resolves the chains and fixes the target that never existed', () => {
    expect(target('/docs/hassio_hass')).toBe('/docs/supervisor/development');
    expect(target('/docs/lovelace_custom_card')).toBe('/docs/frontend/custom-ui/custom-card');
    expect(target('/docs/issue_registry_index')).toBe('/docs/core/platform/repairs');
  });

  it('refuses a redirect loop', () => {
    expect(() =>
      resolveRedirects([
        {from: '/a', to: '/b'},
        {from: '/b', to: '/a'},
      ]),
    ).toThrow(/loop/);
  });

  it('keeps the netlify.toml prefixes /docs/en/next/* and /docs/en/*, the longer one first', () => {
    expect(prefixRedirects).toEqual([
      {from: '/docs/en/next/', to: '/docs/'},
      {from: '/docs/en/', to: '/docs/'},
    ]);
  });

  it('feeds every rule, resolved, to the client redirect plugin', () => {
    expect(optionsOf(config, CLIENT_REDIRECTS).redirects).toEqual(redirects);
  });
});

describe('old URL normalisation', () => {
  it.each([
    ['/docs/en/entity_light', '/docs/entity_light'],
    ['/docs/en/next/core/entity/light', '/docs/core/entity/light'],
    ['/docs/core/entity/light.html', '/docs/core/entity/light'],
    ['/docs/core/entity/index', '/docs/core/entity'],
    ['/docs/core/entity/index.html', '/docs/core/entity'],
    ['/docs/core/entity/light/', '/docs/core/entity/light'],
    ['/docs/en/', '/docs'],
    ['/index.html', '/'],
    ['/docs/core/entity/light', '/docs/core/entity/light'],
  ])('%s -> %s', (path, normal) => {
    expect(normalisePath(path)).toBe(normal);
  });

  const pages = new Set(['/docs/core/entity/light', '/docs/core/platform/repairs']);
  const isPage = (path: string) => pages.has(path);

  it('sends an old path, or a variant of one, to its rule target', () => {
    expect(oldUrlTarget('/docs/entity_light', isPage)).toBe('/docs/core/entity/light');
    expect(oldUrlTarget('/docs/en/entity_light', isPage)).toBe('/docs/core/entity/light');
    expect(oldUrlTarget('/docs/issue_registry_index.html', isPage)).toBe('/docs/core/platform/repairs');
    expect(oldUrlTarget('/docs/en/next/creating_platform_example_light/index', isPage)).toMatch(/^https:\/\/github\.com\/.+example_light$/);
  });

  it('sends a variant of a page to the page, and anything else nowhere', () => {
    expect(oldUrlTarget('/docs/en/core/entity/light', isPage)).toBe('/docs/core/entity/light');
    expect(oldUrlTarget('/docs/core/entity/light/index', isPage)).toBe('/docs/core/entity/light');
    expect(oldUrlTarget('/docs/en/no-such-page', isPage)).toBeUndefined();
    expect(oldUrlTarget('/docs/no-such-page', isPage)).toBeUndefined();
  });

  it('knows a route only when a leaf of the route tree renders it', () => {
    const routes: RouteLike[] = [
      {path: '/', exact: true},
      {
        path: '/docs',
        routes: [{path: '/docs', routes: [{path: '/docs/core/entity/light', exact: true}]}],
      },
      {path: '*'},
    ];
    expect(isKnownRoute(routes, '/')).toBe(true);
    expect(isKnownRoute(routes, '/docs/core/entity/light')).toBe(true);
    expect(isKnownRoute(routes, '/docs/core/entity/light/')).toBe(true);
    expect(isKnownRoute(routes, '/docs')).toBe(false);
    expect(isKnownRoute(routes, '/docs/core/entity')).toBe(false);
    expect(isKnownRoute(routes, '/nothing')).toBe(false);
  });
});

describe('_redirects file', () => {
  const routes = ['/', '/404.html', '/docs/core/entity/light', '/docs/supervisor/development', '/blog/page/2'];
  const file = serverRedirectsFile(routes);
  const rules = file
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

  it('puts the prefix rules first, the longer prefix before the shorter', () => {
    expect(rules.slice(0, 2)).toEqual([
      ['/docs/en/next/*', '/docs/:splat', '301!'],
      ['/docs/en/*', '/docs/:splat', '301!'],
    ]);
  });

  it('has every rule with its final target, forced so it wins over the redirect page at the same path', () => {
    for (const rule of redirects) expect(rules).toContainEqual([rule.from, rule.to, '301!']);
    expect(rules.every((rule) => rule.length === 3 && rule[2] === '301!')).toBe(true);
  });

  it('sends .html and /index variants of old paths and of pages to the final page', () => {
    expect(rules).toContainEqual(['/docs/hassio_hass.html', '/docs/supervisor/development', '301!']);
    expect(rules).toContainEqual(['/docs/hassio_hass/index', '/docs/supervisor/development', '301!']);
    expect(rules).toContainEqual(['/docs/core/entity/light.html', '/docs/core/entity/light', '301!']);
    expect(rules).toContainEqual(['/blog/page/2/index', '/blog/page/2', '301!']);
  });

  it('never redirects a page, the home page or the 404 page, and lists each path once', () => {
    const sources = rules.map(([from]) => from);
    for (const route of routes) expect(sources).not.toContain(route);
    expect(sources.filter((s) => s.startsWith('/index') || s.startsWith('/404'))).toEqual([]);
    expect(new Set(sources).size).toBe(sources.length);
  });
});
