/**
 * The `sources` front matter of a doc: the files of Home Assistant's repositories that hold the facts the page
 * states, as `repo:path`. Parsed and checked here for the build (src/plugins/checked-against), linked here for the
 * page (src/theme/DocItem/Footer) and its Markdown copy (src/plugins/llms-txt). Free of Node imports.
 */
import {SOURCE_REPOS, type SourceRepoKey} from '../../config/sources';
import {DOCS_RELEASE} from '../../config/release';
import {encodePath, sourceLabel} from './sourcePaths';

export {sourceLabel};

export type SourceRef = {repo: SourceRepoKey; path: string};

const isRepoKey = (key: string): key is SourceRepoKey => Object.hasOwn(SOURCE_REPOS, key);

/** A path inside a repository: relative, no `.`/`..` segments, no empty segment, no backslash or whitespace. */
const PATH = /^(?!\/)(?:[^/\\\s]+\/)*[^/\\\s]+$/;

/** `repo:path` parsed, or the reason it is refused. */
export function parseSource(entry: unknown): SourceRef | {problem: string} {
  if (typeof entry !== 'string') return {problem: `${JSON.stringify(entry)} is not a "repo:path" string`};
  const colon = entry.indexOf(':');
  if (colon <= 0) return {problem: `"${entry}" is not of the form repo:path (e.g. core:homeassistant/const.py)`};
  const repo = entry.slice(0, colon);
  const path = entry.slice(colon + 1);
  if (!isRepoKey(repo)) {
    return {
      problem: `"${entry}" names an unknown repository "${repo}" (known: ${Object.keys(SOURCE_REPOS).join(', ')}; add it to config/sources.ts)`,
    };
  }
  if (!PATH.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..')) {
    return {
      problem: `"${entry}" has a malformed path: it must be relative to the repository root, without ./, ../, a leading or trailing / or spaces`,
    };
  }
  return {repo, path};
}

/** Why a doc's `sources`/`sources_note` front matter is refused, one line each; empty when it is right. */
export function sourcesProblems(frontMatter: Record<string, unknown>): string[] {
  const {sources, sources_note: note} = frontMatter;
  if (sources === undefined) {
    return ['has no `sources`: list the files that hold its facts as repo:path, or `sources: []` with a `sources_note` saying why none'];
  }
  if (!Array.isArray(sources)) return ['`sources` must be a list of repo:path strings'];
  const problems: string[] = [];
  if (sources.length === 0 && (typeof note !== 'string' || !note.trim())) {
    problems.push('has `sources: []` without a `sources_note` saying why no file holds its facts');
  }
  if (sources.length > 0 && note !== undefined)
    problems.push('has both `sources` and a `sources_note`: the note is for a page without sources');
  const seen = new Set<string>();
  for (const entry of sources) {
    const parsed = parseSource(entry);
    if ('problem' in parsed) problems.push(parsed.problem);
    else if (seen.has(`${parsed.repo}:${parsed.path}`)) problems.push(`lists "${entry}" twice`);
    else seen.add(`${parsed.repo}:${parsed.path}`);
  }
  return problems;
}

/** The valid entries of a page's `sources`, in order (the build has refused any other). */
export function pageSources(frontMatter: Record<string, unknown>): SourceRef[] {
  const {sources} = frontMatter;
  if (!Array.isArray(sources)) return [];
  return sources.map(parseSource).filter((ref): ref is SourceRef => !('problem' in ref));
}

/** The pin a repository was read at for a release (DOCS_RELEASE unless told). */
export function pinOf(repo: SourceRepoKey, release: string = DOCS_RELEASE): string | undefined {
  return (SOURCE_REPOS[repo].pins as Record<string, string>)[release];
}

/** The file on GitHub at the pin of the docs' release. */
export function sourceUrl({repo, path}: SourceRef, release: string = DOCS_RELEASE): string {
  const pin = pinOf(repo, release) ?? 'HEAD';
  return `https://github.com/${SOURCE_REPOS[repo].github}/blob/${pin}/${encodePath(path)}`;
}

/** Entries grouped by repository, in the order each repository first appears. */
export function groupByRepo(refs: readonly SourceRef[]): {repo: SourceRepoKey; refs: SourceRef[]}[] {
  const groups = new Map<SourceRepoKey, SourceRef[]>();
  for (const ref of refs) groups.set(ref.repo, [...(groups.get(ref.repo) ?? []), ref]);
  return [...groups].map(([repo, grouped]) => ({repo, refs: grouped}));
}

/** What a page shows of its sources: per repository, the release, the URL of its files at the pin, and the paths. */
export type SourceLinkGroup = {repo: SourceRepoKey; release: string; base: string; paths: string[]};

/**
 * The links a doc shows, resolved at build time (src/plugins/lean-docs puts them into the doc's metadata), so that
 * the pins of every repository stay out of the page's JavaScript.
 */
export function sourceLinks(frontMatter: Record<string, unknown>, release: string = DOCS_RELEASE): SourceLinkGroup[] {
  return groupByRepo(pageSources(frontMatter)).map(({repo, refs}) => ({
    repo,
    release,
    base: `https://github.com/${SOURCE_REPOS[repo].github}/blob/${pinOf(repo, release) ?? 'HEAD'}/`,
    paths: refs.map((ref) => ref.path),
  }));
}

/** The Markdown line the page's copy carries: "Sources: [light/__init__.py](…) (core 2026.8)." */
export function sourcesMarkdown(frontMatter: Record<string, unknown>, release: string = DOCS_RELEASE): string | undefined {
  const refs = pageSources(frontMatter);
  if (refs.length === 0) return undefined;
  const groups = groupByRepo(refs).map(
    ({repo, refs: grouped}) =>
      `${grouped.map((ref) => `[${sourceLabel(ref)}](${sourceUrl(ref, release)})`).join(', ')} (${repo} ${release})`,
  );
  return `${refs.length === 1 ? 'Source' : 'Sources'}: ${groups.join('; ')}.`;
}
