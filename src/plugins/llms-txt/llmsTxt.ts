// Pure assembly of llms.txt and the full-text files from page lists: no file system, so it is unit-tested.
import {absoluteUrl, areaFileName, markdownPath} from './urls';

/** A page as the index lists it. `permalink` is the site path, e.g. `/docs/core/entity/light`. */
export interface PageEntry {
  title: string;
  permalink: string;
  description?: string;
}

export interface DocEntry extends PageEntry {
  id: string;
  /** The "Sources: …" line of the doc's Markdown copy (src/utils/sources.ts), when it has sources. */
  sources?: string;
}

export interface BlogEntry extends PageEntry {
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
}

/** The docs of one sidebar, in sidebar order. `id` is the sidebar key; undefined for docs in no sidebar. */
export interface Area {
  id?: string;
  title: string;
  docs: DocEntry[];
}

/** The sidebar item shapes that matter here; the docs plugin's loaded sidebars fit it. */
export interface SidebarItemLike {
  type: string;
  id?: string;
  items?: readonly SidebarItemLike[];
  link?: {type: string; id?: string};
}

/** Doc ids of a loaded sidebar in reading order: a category's own doc first, then its items. */
export function sidebarDocIds(items: readonly SidebarItemLike[]): string[] {
  return items.flatMap((item): string[] => {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) return [item.id];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...own, ...sidebarDocIds(item.items ?? [])];
    }
    return [];
  });
}

/** `OperatingSystem` -> `Operating System`: a readable default title for a sidebar key. */
export const titleFromKey = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/**
 * The listed docs grouped by sidebar, sidebars in their declared order and docs in sidebar order. A doc shows once,
 * in the first sidebar that has it; listed docs in no sidebar come last under "Other docs".
 */
export function groupDocsBySidebar(
  sidebars: Readonly<Record<string, readonly SidebarItemLike[]>>,
  docs: readonly DocEntry[],
  titles: Readonly<Record<string, string>> = {},
): Area[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const placed = new Set<string>();
  const areas: Area[] = Object.entries(sidebars).map(([id, items]) => {
    const areaDocs = sidebarDocIds(items).flatMap((docId) => {
      const doc = byId.get(docId);
      if (!doc || placed.has(docId)) return [];
      placed.add(docId);
      return [doc];
    });
    return {id, title: titles[id] ?? titleFromKey(id), docs: areaDocs};
  });
  const others = docs.filter((doc) => !placed.has(doc.id));
  return others.length ? [...areas, {title: 'Other docs', docs: others}] : areas;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function entryLine(siteUrl: string, page: PageEntry, prefix = ''): string {
  const description = oneLine(`${prefix}${page.description ?? ''}`);
  const link = `- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${absoluteUrl(siteUrl, markdownPath(page.permalink))})`;
  return description ? `${link}: ${description}` : link;
}

export interface LlmsTxtInput {
  siteUrl: string;
  title: string;
  description: string;
  areas: readonly Area[];
  blogPosts: readonly BlogEntry[];
  /** A page listed first in the blog section: the changes by release, generated from the posts. */
  blogIndexPage?: PageEntry;
}

/** The index (https://llmstxt.org): title, purpose, then every doc by area and every blog post, linking Markdown copies. */
export function renderLlmsTxt({siteUrl, title, description, areas, blogPosts, blogIndexPage}: LlmsTxtInput): string {
  const url = (path: string) => absoluteUrl(siteUrl, path);
  const lines = [
    `# ${title}`,
    '',
    `> ${oneLine(description)}`,
    '',
    `Every link below leads to the Markdown copy of a page: its URL plus \`.md\`. All docs in one file: ${url('/llms-full.txt')}. ` +
      `Each area in one file: the link under its heading.`,
  ];
  for (const area of areas) {
    if (!area.docs.length) continue;
    lines.push('', `## ${area.title}`, '');
    if (area.id) lines.push(`All of ${area.title} in one file: ${url(`/${areaFileName(area.id)}`)}`, '');
    lines.push(...area.docs.map((doc) => entryLine(siteUrl, doc)));
  }
  if (blogPosts.length) {
    lines.push('', '## Developer blog', '', 'Changes to the developer platform, newest first.', '');
    if (blogIndexPage) lines.push(entryLine(siteUrl, blogIndexPage));
    lines.push(...blogPosts.map((post) => entryLine(siteUrl, post, `${post.date}. `)));
  }
  return `${lines.join('\n')}\n`;
}

/** A page's Markdown with its absolute URL under the title, so each part of a full-text file says where it is from. */
export function withSource(markdown: string, url: string): string {
  const lineEnd = markdown.indexOf('\n');
  const title = lineEnd < 0 ? markdown : markdown.slice(0, lineEnd);
  const rest = lineEnd < 0 ? '' : markdown.slice(lineEnd).replace(/^\n+/, '');
  return `${title}\n\nSource: ${url}\n\n${rest}`.trimEnd() + '\n';
}

export interface FullTextInput {
  title: string;
  description: string;
  /** Pages in reading order, each with its absolute URL and its Markdown copy. */
  pages: readonly {url: string; markdown: string}[];
}

/** Many pages in one Markdown file: a heading, then each page with its source URL, separated by rules. */
export function renderFullText({title, description, pages}: FullTextInput): string {
  const head = `# ${title}\n\n> ${oneLine(description)}\n`;
  return [head, ...pages.map((page) => withSource(page.markdown, page.url))].join('\n---\n\n');
}
