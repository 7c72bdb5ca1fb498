import {availableParallelism} from 'node:os';
import type {Config, FasterConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {strictness} from './config/strictness';
import {codeBlockTheme} from './config/prismThemes';
import {redirects} from './config/redirects';
import {ssrTemplate} from './config/ssrTemplate';
import recentBlogPosts from './src/plugins/recent-blog-posts';
import jsonFeed from './src/plugins/json-feed';
import type {LlmsTxtOptions} from './src/plugins/llms-txt';
import serverRedirects from './src/plugins/server-redirects';
import lazyPrism from './src/plugins/lazy-prism';
import chunkFilenames from './src/plugins/chunk-filenames';
import leanRegistry from './src/plugins/lean-registry';
import tslibHelpers from './src/plugins/tslib-helpers';
import leanSiteConfig from './src/plugins/lean-site-config';
import translateDescriptions from './src/plugins/translate-descriptions';
import type {SecurityHeadersOptions} from './src/plugins/security-headers';
import checkedAgainst from './src/plugins/checked-against';
import remarkDiagrams from './src/plugins/diagrams/remark';
import remarkScrollableTables from './src/plugins/tables/remark';
import remarkDocChanges from './src/plugins/release-changes/remark';
import {DOCS_RELEASE} from './config/release';

// Environment flags, read once here.
/** Base URL of "Edit this page" links, e.g. https://github.com/org/repo/edit/main/; no edit link when unset. */
const editUrl = process.env.DOCS_EDIT_URL || undefined;
/** Set DOCUSAURUS_FASTER=false to build with the classic Webpack/Babel toolchain (used by the benchmark). */
// Rspack's persistent cache speeds up a rebuild but raises a cold build's peak memory and saves it no time; CI and
// fresh clones build cold, so it is opt-in: DOCUSAURUS_BUILD_CACHE=true.
// Pages are rendered in worker threads only with more than two cores: on two, the main thread renders them in about
// the same time and the build's peak memory is lower (each worker loads the server bundle again). See README, Build
// memory, for both.
const faster =
  process.env.DOCUSAURUS_FASTER !== 'false' &&
  ({
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: true,
    rspackBundler: true,
    rspackPersistentCache: process.env.DOCUSAURUS_BUILD_CACHE === 'true',
    ssgWorkerThreads: availableParallelism() > 2,
    gitEagerVcs: true,
  } satisfies FasterConfig);
/** Google Analytics measurement id (G-...); analytics is built in only when it is set. */
const gtagTrackingId = process.env.GTAG_TRACKING_ID || undefined;

const SITE_TITLE = 'Home Assistant Developer Docs';
const BASE_URL = '/';

// Mermaid fences become figures of SVGs rendered ahead of time (npm run diagrams; see README, Diagrams).
const remarkPlugins = [
  [remarkDiagrams, {baseUrl: BASE_URL, siteDir: __dirname}],
  remarkScrollableTables,
] satisfies DocsOptions['remarkPlugins'];

const docs = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  showLastUpdateTime: true,
  editUrl,
  // Each page's "Changes by release" section and member marks, from the posts' change data (before Docusaurus's own
  // plugins, which give the section's headings their anchors and table-of-contents entries).
  beforeDefaultRemarkPlugins: [[remarkDocChanges, {siteDir: __dirname, docsRelease: DOCS_RELEASE}]],
  remarkPlugins,
} satisfies DocsOptions;

const blog = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'Developer blog',
  blogDescription: 'Changes to the Home Assistant developer platform, release by release.',
  postsPerPage: 10,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  remarkPlugins,
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  // Short notices are meant to show whole on list pages.
  onUntruncatedBlogPosts: 'ignore',
  feedOptions: {
    type: 'all',
    title: `${SITE_TITLE} blog`,
    description: 'Changes to the Home Assistant developer platform.',
    copyright: `Copyright © ${new Date().getFullYear()} Home Assistant.`,
    language: 'en',
  },
} satisfies BlogOptions;

const search = {
  hashed: 'filename',
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  language: ['en'],
  docsRouteBasePath: 'docs',
  blogRouteBasePath: 'blog',
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  fuzzyMatchingDistance: 1,
  // Code text is not indexed; the names code samples use are, below the prose (src/plugins/search, see README, Search).
  // The headings of the doc pages' "Changes by release" sections would put many doc pages above the changes page for
  // "changes by release"; their entries are indexed, as part of the section before.
  ignoreCssSelectors: ['pre', '.theme-code-block', '.doc-changes-heading'],
  // Blog list pages, the archive and the changes of one docs area repeat the posts or the changes page; each is indexed
  // once, at its own URL.
  ignoreFiles: [/^blog\/page\//, 'blog/archive', /^blog\/authors/, /^blog\/changes\/./],
} satisfies SearchOptions;

// Markdown for readers' tools: /llms.txt, /llms-full.txt, one file per area and a .md copy of every page.
const llms = {
  description:
    'Guides and references for building on Home Assistant: integrations and entities in Python, the frontend, ' +
    'the Supervisor and apps (add-ons), the operating system, voice and intents, translations and the Android app.',
  areaTitles: {OperatingSystem: 'Operating System'},
} satisfies LlmsTxtOptions;

// Old URLs get a redirect page each, so they work on any static host; _redirects covers hosts that read it.
const clientRedirects = {
  redirects: redirects.map(({from, to}) => ({from, to})),
} satisfies ClientRedirectsOptions;

const headers = {
  analytics: Boolean(gtagTrackingId),
  redirectTargets: redirects.map(({to}) => to),
} satisfies SecurityHeadersOptions;

const config: Config = {
  title: SITE_TITLE,
  tagline: 'All you need to start developing',
  url: 'https://developers.home-assistant.io',
  baseUrl: BASE_URL,
  favicon: 'img/favicon.svg',
  organizationName: 'home-assistant',
  projectName: 'developers.home-assistant',

  ...strictness,
  ssrTemplate,
  // The banner checks, when the HTML is parsed, that the bundles have run; ours start a moment later, after the
  // first paint (config/ssrTemplate.ts), so it would appear on every page. What it warns about, a site served under
  // another path than baseUrl, the e2e tests would catch: they load every page type from a static server.
  baseUrlIssueBanner: false,

  future: {
    v4: true,
    faster,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  presets: [
    [
      'classic',
      {
        // The docs and blog plugins are added below, wrapped (src/plugins/lean-docs, src/plugins/lean-blog).
        docs: false,
        blog: false,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
        gtag: gtagTrackingId ? {trackingID: gtagTrackingId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    recentBlogPosts,
    lazyPrism,
    chunkFilenames,
    leanRegistry,
    tslibHelpers,
    leanSiteConfig,
    translateDescriptions,
    jsonFeed,
    // Plugins with options are named by module, so that Docusaurus finds the module's validateOptions and checks and
    // completes their options before it calls the plugin. No page downloads the options: src/plugins/lean-site-config
    // drops `plugins` and `themes` from the client's copy of the config.
    ['./src/plugins/lean-docs/index.ts', docs],
    ['./src/plugins/lean-blog/index.ts', blog],
    ['@docusaurus/plugin-client-redirects', clientRedirects],
    serverRedirects,
    ['./src/plugins/security-headers/index.ts', headers],
    ['./src/plugins/llms-txt/index.ts', llms],
    // Refuses a `checked_against` front matter value that is not a release number.
    checkedAgainst,
  ],

  clientModules: ['./src/clientModules/chunkLoadRecovery.ts'],

  // The search plugin, wrapped: it parses the pages; the corpus, the worker, the search bar and page are ours.
  themes: [['./src/plugins/search/index.ts', search]],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {
      // One theme for both modes, made of CSS variables: see config/prismThemes.ts.
      theme: codeBlockTheme,
      darkTheme: codeBlockTheme,
      // prism-react-renderer already bundles json, yaml, python, kotlin, tsx and markdown.
      additionalLanguages: ['bash', 'toml', 'ini', 'docker', 'diff', 'http'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
