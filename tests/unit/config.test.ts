import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {copyright, footer} from '../../config/footer';
import {docAreas, miscArea, navbar} from '../../config/navbar';
import {areaDescriptions} from '../../config/areaDescriptions';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions as validateBlogOptions} from '../../src/plugins/lean-blog';
import {LEAN_BLOG, optionsOf} from './pluginEntries';

describe('site config', () => {
  it('matches the site identity', () => {
    expect(config.title).toBe('Home Assistant Developer Docs');
    expect(config.tagline).toBe('All you need to start developing');
    expect(config.url).toBe('https://developers.home-assistant.io');
    expect(config.baseUrl).toBe('/');
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
  });

  it('fails the build on broken links, anchors, Markdown links and duplicate routes', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('throw');
    expect(config.markdown?.hooks).toEqual({onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
  });

  it('follows the OS colour preference with light as the default', () => {
    const themeConfig = config.themeConfig as {colorMode: object; tableOfContents: object};
    expect(themeConfig.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('paginates the blog by ten with every post in the sidebar and all three feeds', () => {
    // As the plugin gets them: completed by the module's validateOptions ('all' feeds is the three types).
    const blog = validateBlogOptions({validate: normalizePluginOptions as never, options: optionsOf(config, LEAN_BLOG)});
    expect(blog.postsPerPage).toBe(10);
    expect(blog.blogSidebarCount).toBe('ALL');
    expect(blog.feedOptions).toMatchObject({type: ['rss', 'atom', 'json']});
  });
});

describe('navbar', () => {
  it('has the Home Assistant dropdown with the nine areas in spec order, then Misc, Blog and search', () => {
    const [dropdown, misc, blog, search] = navbar.items;
    expect(dropdown).toMatchObject({type: 'dropdown', label: 'Home Assistant', position: 'left'});
    expect((dropdown as {items: {label: string}[]}).items.map((i) => i.label)).toEqual([
      'Overview',
      'Core',
      'Frontend',
      'Supervisor',
      'Apps',
      'Operating System',
      'Voice',
      'Translations',
      'Android',
      'Apple platforms',
    ]);
    expect(misc).toMatchObject({label: 'Misc', to: '/docs/misc'});
    expect(blog).toMatchObject({label: 'Blog', to: '/blog'});
    expect(search).toMatchObject({type: 'search', position: 'right'});
  });

  it('links every area to a doc path', () => {
    for (const area of docAreas) expect(area.to).toMatch(/^\/docs\/[a-z-_/]+$/);
  });

  it('describes every area, and nothing else, for the home page', () => {
    expect(Object.keys(areaDescriptions).sort()).toEqual([...docAreas, miscArea].map((area) => area.to).sort());
    for (const description of Object.values(areaDescriptions)) expect(description).toMatch(/^[A-Z].{10,}\.$/);
  });
});

describe('footer', () => {
  it('has four titled columns and the badge', () => {
    expect(footer.links.map((c) => c.title)).toEqual(['More Home Assistant', 'Social', 'Other', 'Thanks']);
    expect(footer.links[1].items).toHaveLength(11);
    const badge = footer.links[3].items[0] as {html: string};
    expect(badge.html).toContain('rel="noopener noreferrer"');
    expect(badge.html).toContain('src="/img/netlify-badge.svg"');
  });

  it('writes the copyright line for the given year', () => {
    expect(copyright(2031)).toBe('Copyright © 2031 Home Assistant. Built with Docusaurus.');
    expect(footer.copyright).toBe(copyright(new Date().getFullYear()));
  });
});
