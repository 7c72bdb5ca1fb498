import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import llmsTxtPlugin, {isListed, validateOptions} from '../../src/plugins/llms-txt';
import {articleToMarkdown, escapeMarkdownText, extractArticle} from '../../src/plugins/llms-txt/htmlToMarkdown';
import {groupDocsBySidebar, renderFullText, renderLlmsTxt, sidebarDocIds, type DocEntry} from '../../src/plugins/llms-txt/llmsTxt';
import {absoluteUrl, areaFileName, markdownPath} from '../../src/plugins/llms-txt/urls';

const SITE = 'https://developers.home-assistant.io';
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', 'llms', name), 'utf8');

/** The Markdown outside code fences and code spans: where MDX leftovers (imports, JSX tags) would show. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/`[^`\n]*`/g, '');
}

describe('HTML to Markdown', () => {
  const doc = articleToMarkdown(extractArticle(fixture('doc.html'))!, {
    pageUrl: `${SITE}/docs/core/entity/light`,
    title: 'Light entity',
  });

  it('starts with the title and keeps only the article text', () => {
    expect(doc.split('\n')[0]).toBe('# Light entity');
    expect(doc).not.toMatch(/Breadcrumbs|On this page|Copy page|View as Markdown|Last updated|Lock\]|Misc\]/);
  });

  it('renders tables as GFM tables, escaping pipes and joining lines in a cell', () => {
    expect(doc).toContain(['| Name | Type | Default |', '| --- | --- | --- |', '| `is_on` | `bool \\| None` | `None` |'].join('\n'));
    expect(doc).toMatch(/^\| `brightness` \| `int \\\| None` \| Brightness from 1 to 255 \|$/m);
  });

  it('fences code with its language and keeps every line, blank lines included', () => {
    expect(doc).toContain(
      [
        '```python',
        'from homeassistant.components.light import LightEntity',
        '',
        '',
        'class ExampleLight(LightEntity):',
        '    def is_on(self) -> bool:',
        '        return self._on < 2',
        '```',
      ].join('\n'),
    );
    expect(doc).toContain('```yaml title="configuration.yaml"\nlight:\n  - platform: example\n```');
  });

  it('makes links and images absolute and drops heading anchors and zero-width characters', () => {
    expect(doc).toContain(`[the entity introduction](${SITE}/docs/core/entity)`);
    expect(doc).toContain(`[sensors](${SITE}/docs/core/entity/sensor)`);
    expect(doc).toContain(`[the properties](${SITE}/docs/core/entity/light#properties)`);
    expect(doc).toContain(`![Colour modes](${SITE}/img/light-modes.svg)`);
    expect(doc).toMatch(/^## Properties$/m);
    expect(doc).not.toContain('\u200B');
    expect(doc).not.toMatch(/\]\(\/|Direct link/);
  });

  it('turns admonitions, tabs, details and nested lists into plain Markdown', () => {
    expect(doc).toContain('> **Tip**\n>\n> Properties must never do I/O.');
    expect(doc).toContain('**Devcontainer**\n\nRun the task.\n\n**Manual**\n\nRun `script/setup`.');
    expect(doc).toContain('**Example response**\n\nIt answers quickly.');
    expect(doc).toContain('1. Install the integration.\n2. Add a light:\n   - by name\n   - by area');
  });

  it('leaves no JSX, HTML tags or import lines', () => {
    expect(prose(doc)).not.toMatch(/<\/?[A-Za-z][\w.-]*[\s/>]/);
    expect(prose(doc)).not.toMatch(/^(import|export) /m);
  });

  it('escapes only what Markdown would misread', () => {
    expect(doc).toContain('The `_attr_`-prefixed attributes and disabled_by work too.');
    expect(escapeMarkdownText('- not a list')).toBe('\\- not a list');
    expect(escapeMarkdownText('_private and *stars* [x]')).toBe('\\_private and \\*stars\\* \\[x\\]');
    expect(escapeMarkdownText('1. first')).toBe('1\\. first');
  });

  it('gives a blog post its title and date line, and a table without a heading row a blank heading', () => {
    const post = articleToMarkdown(extractArticle(fixture('blog-post.html'))!, {
      pageUrl: `${SITE}/blog/2025/01/15/service-info`,
      title: 'Relocated ServiceInfo models',
      intro: 'Published on 2025-01-15 by Core team.',
    });
    expect(post).toBe(
      [
        '# Relocated ServiceInfo models',
        '',
        'Published on 2025-01-15 by Core team.',
        '',
        `The \`ServiceInfo\` classes moved. See [networking and discovery](${SITE}/docs/network_discovery).`,
        '',
        '|  |  |',
        '| --- | --- |',
        '| old | new |',
        '',
      ].join('\n'),
    );
  });
});

describe('URL mapping', () => {
  it('puts the Markdown copy at the page URL plus .md, dropping a trailing slash', () => {
    expect(markdownPath('/docs/core/entity/light')).toBe('/docs/core/entity/light.md');
    expect(markdownPath('/docs/core/llm/')).toBe('/docs/core/llm.md');
    expect(markdownPath('/blog/2025/01/15/service-info')).toBe('/blog/2025/01/15/service-info.md');
    expect(markdownPath('/')).toBe('/index.md');
    expect(absoluteUrl(`${SITE}/`, '/docs/x.md')).toBe(`${SITE}/docs/x.md`);
  });

  it('names one file per area after the lower-cased sidebar key', () => {
    expect(areaFileName('Core')).toBe('llms-core.txt');
    expect(areaFileName('Addons')).toBe('llms-addons.txt');
    expect(areaFileName('OperatingSystem')).toBe('llms-operatingsystem.txt');
  });
});

const doc = (id: string, extra: Partial<DocEntry> = {}): DocEntry => ({
  id,
  title: `Title of ${id}`,
  permalink: `/docs/${id}`,
  description: `About ${id}.`,
  ...extra,
});

const sidebars = {
  Addons: [
    {type: 'doc', id: 'add-ons'},
    {type: 'doc', id: 'add-ons/tutorial'},
  ],
  Core: [
    {type: 'doc', id: 'development_index'},
    {
      type: 'category',
      link: {type: 'doc', id: 'core/quality/index'},
      items: [
        {type: 'doc', id: 'core/quality/rules'},
        {type: 'link', href: 'https://example.com'},
      ],
    },
    {type: 'category', link: {type: 'generated-index'}, items: [{type: 'doc', id: 'core/entity/light'}]},
  ],
};

describe('llms.txt', () => {
  const docs = [
    doc('core/entity/light'),
    doc('add-ons/tutorial'),
    doc('core/quality/index', {permalink: '/docs/core/quality/'}),
    doc('development_index'),
    doc('core/quality/rules'),
    doc('add-ons'),
    doc('orphan'),
  ];
  const areas = groupDocsBySidebar(sidebars, docs, {Addons: 'Add-ons'});

  it('reads a sidebar in order: category docs before their items, links skipped', () => {
    expect(sidebarDocIds(sidebars.Core)).toEqual(['development_index', 'core/quality/index', 'core/quality/rules', 'core/entity/light']);
  });

  it('groups docs by sidebar in sidebar order, with docs in no sidebar last', () => {
    expect(areas.map((area) => [area.id, area.title, area.docs.map((d) => d.id)])).toEqual([
      ['Addons', 'Add-ons', ['add-ons', 'add-ons/tutorial']],
      ['Core', 'Core', ['development_index', 'core/quality/index', 'core/quality/rules', 'core/entity/light']],
      [undefined, 'Other docs', ['orphan']],
    ]);
  });

  it('lists title, absolute URL and description under each area, then the blog', () => {
    const text = renderLlmsTxt({
      siteUrl: SITE,
      title: 'Home Assistant Developer Docs',
      description: 'Build on Home Assistant.',
      areas,
      blogPosts: [{title: 'A change', permalink: '/blog/2025/01/15/change', date: '2025-01-15', description: 'What changed.'}],
    });
    expect(text.startsWith('# Home Assistant Developer Docs\n\n> Build on Home Assistant.\n')).toBe(true);
    const headings = text.match(/^## .*$/gm);
    expect(headings).toEqual(['## Add-ons', '## Core', '## Other docs', '## Developer blog']);
    const core = text.slice(text.indexOf('## Core'), text.indexOf('## Other docs'));
    expect(core).toContain(`${SITE}/llms-core.txt`);
    expect(core.match(/^- .*$/gm)).toEqual([
      `- [Title of development_index](${SITE}/docs/development_index.md): About development_index.`,
      `- [Title of core/quality/index](${SITE}/docs/core/quality.md): About core/quality/index.`,
      `- [Title of core/quality/rules](${SITE}/docs/core/quality/rules.md): About core/quality/rules.`,
      `- [Title of core/entity/light](${SITE}/docs/core/entity/light.md): About core/entity/light.`,
    ]);
    expect(text).toContain(`- [A change](${SITE}/blog/2025/01/15/change.md): 2025-01-15. What changed.`);
  });

  it('joins pages into one file, each with its source URL', () => {
    const text = renderFullText({
      title: 'Docs: Core',
      description: 'Build on Home Assistant.',
      pages: [
        {url: `${SITE}/docs/a`, markdown: '# A\n\nText a.\n'},
        {url: `${SITE}/docs/b`, markdown: '# B\n\nText b.\n'},
      ],
    });
    expect(text).toBe(
      `# Docs: Core\n\n> Build on Home Assistant.\n\n---\n\n# A\n\nSource: ${SITE}/docs/a\n\nText a.\n\n---\n\n` +
        `# B\n\nSource: ${SITE}/docs/b\n\nText b.\n`,
    );
  });

  it('leaves out unlisted, draft and noindex pages', () => {
    expect(isListed({permalink: '/docs/a'}, {})).toBe(true);
    expect(isListed({permalink: '/docs/a', unlisted: true}, {})).toBe(false);
    expect(isListed({permalink: '/docs/a', frontMatter: {draft: true}}, {})).toBe(false);
    expect(isListed({permalink: '/docs/a'}, {'/docs/a': {noIndex: true}})).toBe(false);
  });
});

describe('llms-txt plugin', () => {
  let outDir: string | undefined;
  afterEach(() => outDir && rmSync(outDir, {recursive: true, force: true}));

  const page = (title: string, body: string) =>
    `<html><body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;
  const write = (path: string, html: string) => {
    const file = join(outDir!, path);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, html);
  };

  function postBuildProps(docs: object[], blogPosts: object[] = []) {
    return {
      siteConfig: {url: SITE, title: 'Home Assistant Developer Docs'},
      outDir,
      routesBuildMetadata: {'/docs/hidden': {noIndex: true}},
      plugins: [
        {
          name: 'docusaurus-plugin-content-docs',
          content: {
            loadedVersions: [
              {
                docs,
                sidebars: {
                  Core: [
                    {type: 'doc', id: 'intro'},
                    {type: 'doc', id: 'llm/index'},
                  ],
                },
              },
            ],
          },
        },
        {name: 'docusaurus-plugin-content-blog', content: {blogPosts}},
      ],
    } as never;
  }

  it('writes llms.txt, llms-full.txt, the area file and a .md beside each listed page', async () => {
    outDir = mkdtempSync(join(tmpdir(), 'llms-'));
    write('docs/intro/index.html', page('Introduction', '<p>Start <a href=/docs/llm/>here</a>.</p>'));
    write('docs/llm/index.html', page('LLM API', '<p>Tools.</p>'));
    write('docs/hidden/index.html', page('Hidden', '<p>Secret.</p>'));
    write(
      'blog/2025/01/15/change/index.html',
      '<article><header><h1>A change</h1></header><div class=markdown><p>Changed.</p></div></article>',
    );
    const docs = [
      {id: 'intro', title: 'Introduction', permalink: '/docs/intro', description: 'Start here.', unlisted: false, frontMatter: {}},
      {id: 'llm/index', title: 'LLM API', permalink: '/docs/llm/', description: 'Tools.', unlisted: false, frontMatter: {}},
      {id: 'hidden', title: 'Hidden', permalink: '/docs/hidden', description: '', unlisted: false, frontMatter: {}},
      {id: 'draftless', title: 'Unlisted', permalink: '/docs/unlisted', description: '', unlisted: true, frontMatter: {}},
    ];
    const post = {
      metadata: {
        title: 'A change',
        permalink: '/blog/2025/01/15/change',
        description: 'Changed.',
        date: new Date('2025-01-15T00:00:00Z'),
        unlisted: false,
        frontMatter: {},
        authors: [{name: 'Core team', key: 'core'}],
      },
    };
    const plugin = llmsTxtPlugin({} as never, {description: 'Build on Home Assistant.', areaTitles: {}});
    await plugin.postBuild!(postBuildProps(docs, [post]));

    const read = (path: string) => readFileSync(join(outDir!, path), 'utf8');
    expect(read('docs/intro.md')).toBe(`# Introduction\n\nStart [here](${SITE}/docs/llm/).\n`);
    expect(read('docs/llm.md')).toBe('# LLM API\n\nTools.\n');
    expect(read('blog/2025/01/15/change.md')).toBe('# A change\n\nPublished on 2025-01-15 by Core team.\n\nChanged.\n');
    expect(existsSync(join(outDir, 'docs/hidden.md'))).toBe(false);
    expect(existsSync(join(outDir, 'docs/unlisted.md'))).toBe(false);

    const index = read('llms.txt');
    expect(index).toContain(`- [Introduction](${SITE}/docs/intro.md): Start here.`);
    expect(index).toContain(`- [LLM API](${SITE}/docs/llm.md): Tools.`);
    expect(index).toContain(`- [A change](${SITE}/blog/2025/01/15/change.md): 2025-01-15. Changed.`);
    expect(index).not.toContain('Hidden');
    expect(read('llms-full.txt')).toContain(`# LLM API\n\nSource: ${SITE}/docs/llm/\n\nTools.`);
    expect(read('llms-core.txt').indexOf('# Introduction')).toBeLessThan(read('llms-core.txt').indexOf('# LLM API'));
  });

  it('fails the build, naming the page, when a listed doc has no built HTML', async () => {
    outDir = mkdtempSync(join(tmpdir(), 'llms-'));
    const plugin = llmsTxtPlugin({} as never, {description: 'Build on Home Assistant.', areaTitles: {}});
    const docs = [{id: 'intro', title: 'Introduction', permalink: '/docs/intro', unlisted: false, frontMatter: {}}];
    await expect(plugin.postBuild!(postBuildProps(docs))).rejects.toThrow(/no built HTML for \/docs\/intro/);
  });

  it('requires a description of the site, and refuses options it does not know, naming itself', () => {
    const validate = (options: unknown) => validateOptions({validate: normalizePluginOptions as never, options: options as never});
    expect(() => validate({})).toThrow('llms-txt: the "description" option (what the site is for) is required.');
    expect(() => validate({description: ' '})).toThrow(/llms-txt: .*description.* must not be blank/);
    expect(() => validate({description: 'Site.', areaTitles: {Core: 1}})).toThrow(/llms-txt: "areaTitles.Core" must be a string/);
    expect(() => validate({description: 'Site.', areaTitle: {}})).toThrow(/llms-txt: there is no option "areaTitle"/);
    expect(validate({description: 'Site.'})).toEqual({id: 'default', description: 'Site.', areaTitles: {}});
  });
});
