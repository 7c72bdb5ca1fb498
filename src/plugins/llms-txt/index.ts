import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, RouteBuildMetadata} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {articleToMarkdown, extractArticle} from './htmlToMarkdown';
import {groupDocsBySidebar, renderFullText, renderLlmsTxt, type BlogEntry, type DocEntry} from './llmsTxt';
import {absoluteUrl, areaFileName, markdownPath} from './urls';
import {normalizeUrl} from '@docusaurus/utils';
import {CHANGES_PAGE_PATH} from '../lean-blog';
import {CHANGES_PAGE_DESCRIPTION} from '../release-changes/changes';
import {sourcesMarkdown} from '../../utils/sources';

export interface LlmsTxtOptions {
  /** What the site is for, in a sentence or two: the summary line of llms.txt and the full-text files. */
  description: string;
  /** Headings for sidebar keys that do not read well as they are, e.g. `{Addons: 'Add-ons'}`. */
  areaTitles?: Record<string, string>;
}

interface Listable {
  permalink: string;
  unlisted?: boolean;
  frontMatter?: {draft?: boolean};
}

/** Pages a reader's tool should see: not unlisted, not drafts, and not marked noindex (what the sitemap leaves out too). */
export function isListed(page: Listable, routesBuildMetadata: Readonly<Record<string, RouteBuildMetadata>>): boolean {
  return !page.unlisted && !page.frontMatter?.draft && !routesBuildMetadata[page.permalink]?.noIndex;
}

const htmlCandidates = (outDir: string, permalink: string) => [
  join(outDir, permalink, 'index.html'),
  join(outDir, `${permalink.replace(/\/+$/, '')}.html`),
];

/** The built HTML file of a route: `/x` is written as `/x/index.html` (or `/x.html` with trailingSlash: false). */
export function htmlFileOf(outDir: string, permalink: string): string {
  const candidates = htmlCandidates(outDir, permalink);
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`llms-txt: no built HTML for ${permalink} (looked for ${candidates.join(', ')}).`);
  return found;
}

const OptionsSchema = Joi.object<Required<LlmsTxtOptions>>({
  description: Joi.string().pattern(/\S/).required(),
  areaTitles: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
}).messages({
  'any.required': 'llms-txt: the {#label} option (what the site is for) is required.',
  'string.empty': 'llms-txt: the {#label} option (what the site is for) must not be empty.',
  'string.pattern.base': 'llms-txt: the {#label} option (what the site is for) must not be blank.',
  'string.base': 'llms-txt: {#label} must be a string.',
  'object.base': 'llms-txt: the {#label} option must map sidebar keys to headings.',
  'object.unknown': 'llms-txt: there is no option {#label}.',
});

/** Checks the options when Docusaurus loads the plugin, and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<LlmsTxtOptions | undefined, Required<LlmsTxtOptions>>): Required<LlmsTxtOptions> {
  return validate(OptionsSchema, options);
}

const kB = (text: string): string => `${(Buffer.byteLength(text) / 1024).toFixed(0)} kB`;

/**
 * After the build, writes for readers' tools: /llms.txt (an index of every doc by sidebar, then the blog),
 * /llms-full.txt (all docs as Markdown), /llms-<area>.txt (one per sidebar), and a Markdown copy beside every doc
 * and blog post at its URL plus `.md`. The copies are converted from the built HTML, so components come rendered.
 */
export default function llmsTxtPlugin(_context: LoadContext, options: Required<LlmsTxtOptions>): Plugin {
  const {description, areaTitles} = options;
  return {
    name: 'llms-txt',
    async postBuild({siteConfig, outDir, plugins, routesBuildMetadata}) {
      const started = performance.now();
      const siteUrl = siteConfig.url;
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      if (!docsPlugin) throw new Error('llms-txt: the docs plugin is not loaded, so there are no docs to list.');
      const blogPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-blog');

      // The site has one docs version; its loaded sidebars already have generated items expanded.
      const version = (docsPlugin.content as DocsContent).loadedVersions[0]!;
      const docs: DocEntry[] = version.docs
        .filter((doc) => isListed(doc, routesBuildMetadata))
        .map(({id, title, permalink, description: docDescription, frontMatter}) => ({
          id,
          title,
          permalink,
          description: docDescription,
          sources: sourcesMarkdown(frontMatter as Record<string, unknown>),
        }));
      const areas = groupDocsBySidebar(version.sidebars, docs, areaTitles);

      const blogPosts = ((blogPlugin?.content as BlogContent | undefined)?.blogPosts ?? [])
        .map(({metadata}) => metadata)
        .filter((post) => isListed(post, routesBuildMetadata));
      const blogEntries: BlogEntry[] = blogPosts.map((post) => ({
        title: post.title,
        permalink: post.permalink,
        description: post.description,
        date: new Date(post.date).toISOString().slice(0, 10),
      }));

      // Synchronous on purpose: the work is CPU-bound, and running it in one stretch (instead of interleaved with
      // the other postBuild hooks at every await) keeps the time logged below the plugin's own.
      const markdownByPermalink = new Map<string, string>();
      const convert = (permalink: string, title: string, intro?: string) => {
        const html = readFileSync(htmlFileOf(outDir, permalink), 'utf8');
        const article = extractArticle(html);
        if (!article) throw new Error(`llms-txt: the built page ${permalink} has no <article>.`);
        const markdown = articleToMarkdown(article, {pageUrl: absoluteUrl(siteUrl, permalink), title, intro});
        const file = join(outDir, markdownPath(permalink));
        mkdirSync(dirname(file), {recursive: true});
        writeFileSync(file, markdown);
        markdownByPermalink.set(permalink, markdown);
      };
      // A doc's copy names the files its facts were read from under its title, as the page does in its footer.
      for (const doc of areas.flatMap((area) => area.docs)) convert(doc.permalink, doc.title, doc.sources);
      for (const post of blogPosts) {
        const authors = post.authors.map((author) => author.name ?? author.key).filter(Boolean);
        const date = new Date(post.date).toISOString().slice(0, 10);
        convert(post.permalink, post.title, `Published on ${date}${authors.length ? ` by ${authors.join(', ')}` : ''}.`);
      }

      // The changes page (src/plugins/lean-blog) is generated from the posts; it gets a copy and leads the blog list.
      const blogBase = (blogPlugin?.options as {routeBasePath?: string} | undefined)?.routeBasePath ?? 'blog';
      const changesPermalink = blogPosts.length ? normalizeUrl([siteConfig.baseUrl ?? '/', blogBase, CHANGES_PAGE_PATH]) : undefined;
      const blogIndexPage =
        changesPermalink && htmlCandidates(outDir, changesPermalink).some((file) => existsSync(file))
          ? {title: 'Changes by release', permalink: changesPermalink, description: CHANGES_PAGE_DESCRIPTION}
          : undefined;
      if (blogIndexPage) convert(blogIndexPage.permalink, blogIndexPage.title);

      const title = siteConfig.title;
      const pagesOf = (areaDocs: readonly DocEntry[]) =>
        areaDocs.map((doc) => ({url: absoluteUrl(siteUrl, doc.permalink), markdown: markdownByPermalink.get(doc.permalink)!}));
      const llmsTxt = renderLlmsTxt({siteUrl, title, description, areas, blogPosts: blogEntries, blogIndexPage});
      const fullText = renderFullText({title, description, pages: pagesOf(areas.flatMap((area) => area.docs))});
      writeFileSync(join(outDir, 'llms.txt'), llmsTxt);
      writeFileSync(join(outDir, 'llms-full.txt'), fullText);
      for (const area of areas) {
        if (!area.id) continue;
        writeFileSync(
          join(outDir, areaFileName(area.id)),
          renderFullText({title: `${title}: ${area.title}`, description, pages: pagesOf(area.docs)}),
        );
      }

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `[llms-txt] ${markdownByPermalink.size} Markdown copies, llms.txt ${kB(llmsTxt)}, llms-full.txt ${kB(fullText)}, ` +
          `${areas.filter((area) => area.id).length} area files, in ${seconds} s.`,
      );
    },
  };
}
