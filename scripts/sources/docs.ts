// The docs as the sources tools see them: each doc's route, front matter and text, read with Docusaurus's own
// front matter parser so the tools and the build agree on what a page says.
import {readFileSync} from 'node:fs';
import {basename, join, relative, sep} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {pageSources, type SourceRef} from '../../src/utils/sources';
import {markdownFiles} from '../../src/utils/markdownFiles.mjs';

export type DocPage = {
  /** The file, relative to the site (`docs/core/entity/light.md`). */
  file: string;
  /** The route (`/docs/core/entity/light`). */
  route: string;
  frontMatter: Record<string, unknown>;
  /** The Markdown body without front matter. */
  body: string;
  sources: SourceRef[];
};

/** `docs/a/index.md` → `/docs/a`, `docs/a/b.mdx` → `/docs/a/b` (the folder is the URL; a front matter slug wins). */
export function routeOf(file: string, frontMatter: Record<string, unknown> = {}): string {
  if (typeof frontMatter.slug === 'string' && frontMatter.slug.startsWith('/')) return `/docs${frontMatter.slug}`;
  const path = file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `/${path}`.replace(/\/$/, '');
}

/** Every doc under `<siteDir>/docs`, sorted by file. */
export async function readDocs(siteDir: string): Promise<DocPage[]> {
  // Partials (`_name.mdx`) are imported by docs, not pages of their own.
  const files = (markdownFiles(join(siteDir, 'docs')) as string[]).filter((path) => !basename(path).startsWith('_')).sort();
  return Promise.all(
    files.map(async (path) => {
      const file = relative(siteDir, path).split(sep).join('/');
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath: path, fileContent: readFileSync(path, 'utf8')});
      return {file, route: routeOf(file, frontMatter), frontMatter, body: content, sources: pageSources(frontMatter)};
    }),
  );
}

/** `--repo core=../core --repo frontend=/x` → {core: '../core', frontend: '/x'}; refuses a malformed value. */
export function parsePairs(values: readonly string[], flag: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const value of values) {
    const eq = value.indexOf('=');
    if (eq <= 0 || eq === value.length - 1) throw new Error(`${flag} takes key=value, not "${value}"`);
    pairs[value.slice(0, eq)] = value.slice(eq + 1);
  }
  return pairs;
}
