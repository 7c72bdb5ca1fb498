// Turns the built HTML of a page's article into plain Markdown. Working from the HTML rather than the MDX
// source means components (quality-scale tables, Supervisor endpoints, intents) arrive already rendered.
import TurndownService from 'turndown';
import {strikethrough, tables, taskListItems} from 'turndown-plugin-gfm';

export interface ArticleMarkdownOptions {
  /** Absolute URL of the page: relative links and images are resolved against it. */
  pageUrl: string;
  /** The page title, used as the `# Title` line when the article has no h1 of its own (blog posts). */
  title: string;
  /** Lines put right after the title, e.g. a blog post's date and authors. */
  intro?: string;
}

/** The `<article>…</article>` of a built page (docs and blog posts have exactly one), or undefined. */
export function extractArticle(pageHtml: string): string | undefined {
  const start = pageHtml.indexOf('<article');
  const end = pageHtml.lastIndexOf('</article>');
  return start >= 0 && end > start ? pageHtml.slice(start, end + '</article>'.length) : undefined;
}

const classesOf = (node: Node): string[] => (node.nodeType === 1 ? ((node as Element).getAttribute('class') ?? '').split(/\s+/) : []);
const hasClass = (node: Node, name: string): boolean => classesOf(node).includes(name);
/** CSS-module classes carry a hash (`codeBlockTitle_OeMC`): match them by their stable prefix. */
const hasClassPrefix = (node: Node, prefix: string): boolean => classesOf(node).some((c) => c.startsWith(prefix));
const elementChildren = (node: Node): Element[] => Array.from(node.childNodes).filter((child): child is Element => child.nodeType === 1);

function closest(node: Node, test: (candidate: Node) => boolean): Node | undefined {
  for (let current = node.parentNode; current; current = current.parentNode) if (test(current)) return current;
  return undefined;
}

const isAdmonition = (node: Node): boolean => hasClass(node, 'theme-admonition');
const isAdmonitionHeading = (node: Node): boolean =>
  !!node.parentNode && isAdmonition(node.parentNode) && elementChildren(node.parentNode)[0] === node;

/** Page furniture around the text: breadcrumbs, article header and footer, anchors, buttons, our own toolbar. */
function isChrome(node: HTMLElement): boolean {
  const name = node.nodeName;
  return (
    ['NAV', 'BUTTON', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'LABEL', 'INPUT', 'SELECT', 'TEXTAREA', 'svg', 'SVG'].includes(name) ||
    // Live regions report the state of controls (a filter's match count, our copy feedback), not content.
    node.hasAttribute('aria-live') ||
    ((name === 'HEADER' || name === 'FOOTER') && node.parentNode?.nodeName === 'ARTICLE') ||
    hasClass(node, 'hash-link') ||
    hasClass(node, 'theme-doc-toc-mobile') ||
    hasClass(node, 'theme-copy-page') ||
    // A diagram is drawn once per colour mode; the copy keeps the light one (and its caption and description).
    hasClass(node, 'diagram__image--dark') ||
    node.getAttribute('role') === 'tablist' ||
    isAdmonitionHeading(node)
  );
}

/** A fence longer than any backtick run in the code, so code that shows fences stays intact. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/**
 * Prism wraps every token of a code block in a span and ends each line with `<br>`. Flattening that to plain text
 * before parsing keeps the line breaks and spares Turndown thousands of nodes it would convert only to drop.
 */
export function flattenCodeBlocks(html: string): string {
  return html.replace(/(<pre\b[^>]*>)([\s\S]*?)<\/pre>/g, (_match, open: string, inner: string) => {
    const text = inner.replace(/<br\s*\/?>/g, '\n').replace(/<\/?[A-Za-z][^>]*>/g, '');
    return `${open}<code>${text}</code></pre>`;
  });
}

// Turndown escapes every `_` and every text node that starts with `-`; escape only what Markdown would misread,
// so `disabled_by` and `_attr_`-prefixed read as written.
const textEscapes: readonly [RegExp, string][] = [
  [/\\/g, '\\\\'],
  [/[*`[\]]/g, '\\$&'],
  [/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, '\\_'],
  [/^([-+]|=+|#{1,6})(?=\s|$)/, '\\$1'],
  [/^(-{3,})/, '\\$1'],
  [/^(>|~~~)/, '\\$1'],
  [/^(\d+)([.)])(?=\s|$)/, '$1\\$2'],
];

/** Escapes the characters of a text node that Markdown would read as syntax. */
export function escapeMarkdownText(text: string): string {
  return textEscapes.reduce((escaped, [pattern, replacement]) => escaped.replace(pattern, replacement), text);
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const cellText = (content: string): string =>
  content
    .trim()
    .replace(/\s*\n+\s*/g, ' ')
    .replace(/\|/g, '\\|');

function createService(pageUrl: string): TurndownService {
  const resolve = (href: string): string => {
    try {
      return new URL(href, pageUrl).href;
    } catch {
      return href;
    }
  };
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '_',
    strongDelimiter: '**',
  });
  service.escape = escapeMarkdownText;
  service.use([tables, strikethrough, taskListItems]);

  // Rules added later win, so the most specific come last.
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const parent = node.parentNode as Element | null;
      let prefix = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? 1);
        prefix = `${start + elementChildren(parent).indexOf(node as Element)}. `;
      }
      const body = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n(?!$)/g, `\n${' '.repeat(prefix.length)}`);
      return prefix + body + (node.nextSibling && !body.endsWith('\n') ? '\n' : '');
    },
  });
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content, node) => {
      const first = elementChildren(node.parentNode!)[0] === node;
      return `${first ? '| ' : ' '}${cellText(content)} |`;
    },
  });
  service.addRule('tableCaption', {filter: 'caption', replacement: () => ''});
  service.addRule('table', {
    filter: 'table',
    replacement: (content, node) => {
      const rows = content.split('\n').filter((row) => row.trim());
      if (!rows.length) return '';
      const caption = elementChildren(node)
        .find((child) => child.nodeName === 'CAPTION')
        ?.textContent?.trim();
      // Markdown tables need a heading row: a table without one gets an empty heading.
      if (!(rows.length > 1 && /^\|(\s*:?-+:?\s*\|)+$/.test(rows[1]))) {
        const firstRow = (node as HTMLTableElement).rows[0];
        const cells = firstRow ? elementChildren(firstRow).length : 1;
        rows.unshift(`|${'  |'.repeat(cells)}`, `|${' --- |'.repeat(cells)}`);
      }
      return `\n\n${caption ? `${service.escape(caption)}\n\n` : ''}${rows.join('\n')}\n\n`;
    },
  });
  // CSS sets inline parts of a heading apart (an HTTP method badge and its path); keep them apart in text.
  service.addRule('headingPart', {
    filter: (node) => node.nodeName === 'SPAN' && /^H[1-6]$/.test(node.parentNode?.nodeName ?? '') && node.nextSibling?.nodeType === 1,
    replacement: (content) => `${content} `,
  });
  service.addRule('link', {
    filter: (node) => node.nodeName === 'A' && node.hasAttribute('href'),
    replacement: (content, node) => {
      const text = content.trim();
      return text ? `[${text}](${resolve((node as Element).getAttribute('href')!)})` : '';
    },
  });
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const src = (node as Element).getAttribute('src');
      const alt = ((node as Element).getAttribute('alt') ?? '').replace(/[[\]]/g, '\\$&');
      return src ? `![${alt}](${resolve(src)})` : '';
    },
  });
  service.addRule('codeBlock', {
    filter: (node) => hasClass(node, 'theme-code-block'),
    replacement: (_content, node) => {
      const block = node as Element;
      const language =
        classesOf(block)
          .find((c) => c.startsWith('language-'))
          ?.slice('language-'.length) ?? '';
      const titleElement = elementChildren(block).find((child) => hasClassPrefix(child, 'codeBlockTitle'));
      const title = titleElement?.textContent?.trim();
      const code = (block.getElementsByTagName('pre')[0]?.textContent ?? '').replace(/\s+$/, '');
      const fence = fenceFor(code);
      const info = language + (title ? ` title="${title.replace(/"/g, "'")}"` : '');
      return `\n\n${fence}${info}\n${code}\n${fence}\n\n`;
    },
  });
  service.addRule('admonition', {
    filter: (node) => isAdmonition(node),
    replacement: (content, node) => {
      const label = capitalise(elementChildren(node)[0]?.textContent?.trim() ?? 'Note');
      const body = content.trim().replace(/^/gm, '> ').replace(/^> $/gm, '>');
      return `\n\n> **${label}**\n>\n${body}\n\n`;
    },
  });
  service.addRule('tabPanel', {
    filter: (node) => node.getAttribute('role') === 'tabpanel',
    replacement: (content, node) => {
      const container = closest(node, (candidate) => hasClass(candidate, 'tabs-container'));
      const tabList = container && elementChildren(container).find((child) => child.getAttribute('role') === 'tablist');
      const panels = elementChildren(node.parentNode!).filter((child) => child.getAttribute('role') === 'tabpanel');
      const label = tabList ? elementChildren(tabList)[panels.indexOf(node as Element)]?.textContent?.trim() : undefined;
      return `\n\n${label ? `**${label}**\n\n` : ''}${content.trim()}\n\n`;
    },
  });
  service.addRule('summary', {
    filter: 'summary',
    replacement: (content) => `\n\n**${content.trim()}**\n\n`,
  });
  service.addRule('details', {
    filter: 'details',
    replacement: (content) => `\n\n${content.trim()}\n\n`,
  });
  service.addRule('chrome', {filter: isChrome, replacement: () => ''});
  return service;
}

/**
 * Markdown of a page's article: `# Title` first, then the text with components rendered, code fenced with its
 * language, links absolute, and no anchors, buttons or zero-width characters.
 */
export function articleToMarkdown(articleHtml: string, {pageUrl, title, intro}: ArticleMarkdownOptions): string {
  let markdown = createService(pageUrl)
    .turndown(flattenCodeBlocks(articleHtml))
    .replace(/[\u200B\uFEFF]/g, '')
    .replace(/^[ \t]+$/gm, '')
    .trim();
  if (!markdown.startsWith('# ')) markdown = `# ${title}\n\n${markdown}`;
  if (intro) {
    const lineEnd = markdown.indexOf('\n');
    markdown = lineEnd < 0 ? `${markdown}\n\n${intro}` : `${markdown.slice(0, lineEnd)}\n\n${intro}${markdown.slice(lineEnd)}`;
  }
  return `${markdown}\n`;
}
