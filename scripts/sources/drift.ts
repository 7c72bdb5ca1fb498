// What a release moved under each doc: the doc's sources that changed between two pins, the names the doc uses that
// the changed lines touch, the public names each file gained or lost, and sources that moved or went away. Pages are
// ranked by how likely they are to be wrong now; pages whose sources did not change are only counted.
import type {SourceRepoKey} from '../../config/sources';
import type {DocPage} from './docs';
import {fileAt, git} from './git';

export type SourceDrift = {
  repo: SourceRepoKey;
  path: string;
  status: 'changed' | 'moved' | 'deleted';
  /** Where a moved file went. */
  movedTo?: string;
  /** Lines added plus lines removed. */
  linesChanged: number;
  /** Names the doc mentions that occur in the changed lines. */
  mentionedInChanges: string[];
  /** Public names the file lost; those the doc mentions come first in `removedMentioned`. */
  removed: string[];
  added: string[];
  /** Removed public names the doc mentions: the likeliest breakage. */
  removedMentioned: string[];
};

export type PageDrift = {file: string; route: string; score: number; sources: SourceDrift[]};

export type DriftReport = {
  from: string;
  to: string;
  /** The pins compared, per repository: from..to. */
  pins: Record<string, {from: string; to: string}>;
  /** Pages with a changed source, most likely wrong first. */
  pages: PageDrift[];
  /** Pages whose compared sources did not change. */
  unchanged: number;
  /** Pages with no source in a compared repository. */
  notCompared: number;
};

export type RepoInput = {dir: string; from: string; to: string};

/**
 * Public names a file defines, by the file's language: classes, functions and methods, module constants and enum
 * members in Python; exported declarations, enum members and interface fields in TypeScript; declarations in Kotlin
 * and Swift; keys in YAML. Names starting with `_` are private and left out.
 */
export function publicNames(path: string, text: string): Set<string> {
  const names = new Set<string>();
  const add = (pattern: RegExp, group = 1) => {
    for (const match of text.matchAll(pattern)) {
      const name = match[group];
      if (name && !name.startsWith('_')) names.add(name);
    }
  };
  if (/\.pyi?$/.test(path)) {
    add(/^\s*class\s+([A-Za-z_]\w*)/gm);
    add(/^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/gm);
    add(/^\s*([A-Z][A-Z0-9_]*[A-Z0-9])\s*(?::[^=\n]+)?=/gm);
  } else if (/\.(?:ts|tsx|js|mjs|cjs)$/.test(path)) {
    add(
      /^\s*export\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:class|function\*?|const|let|var|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm,
    );
    add(/^\s+(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*:/gm);
    add(/^\s+([A-Z][A-Za-z0-9_]*)\s*=\s*["'\d]/gm);
  } else if (/\.kts?$/.test(path)) {
    add(/\b(?:class|interface|object|fun|val|var)\s+(?:<[^>]*>\s*)?(?:[A-Za-z_]\w*\.)?([A-Za-z_]\w*)/g);
  } else if (/\.swift$/.test(path)) {
    add(/\b(?:class|struct|enum|protocol|func|var|let|case|typealias)\s+([A-Za-z_]\w*)/g);
  } else if (/\.ya?ml$/.test(path)) {
    add(/^\s*-?\s*([A-Za-z_][\w-]*)\s*:/gm);
  } else if (/\.json$/.test(path)) {
    add(/"([A-Za-z_][\w-]*)"\s*:/g);
  }
  return names;
}

/**
 * The names a doc uses: identifiers in its inline code and code blocks that look like API names (a capital inside,
 * an underscore, a dot or a call), not plain words such as `true` or `home`.
 */
export function mentionedNames(markdown: string): Set<string> {
  const names = new Set<string>();
  const code = [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((match) => match[1] ?? match[2] ?? '');
  for (const snippet of code) {
    for (const [name] of snippet.matchAll(/[A-Za-z_][A-Za-z0-9_]{2,}/g)) {
      if (/[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|_|^[A-Z][A-Z0-9]{3,}$/.test(name)) names.add(name);
    }
  }
  return names;
}

type FileChange = {status: 'changed' | 'moved' | 'deleted'; newPath: string};

/** Every file that differs between two commits, renames followed (`git diff --name-status -M`). */
export function changedFiles(dir: string, from: string, to: string): Map<string, FileChange> {
  const changes = new Map<string, FileChange>();
  const out = git(dir, ['diff', '--name-status', '-M', from, to]).trim();
  for (const line of out ? out.split('\n') : []) {
    const [status, path, newPath] = line.split('\t');
    if (status === 'M' || status === 'T') changes.set(path!, {status: 'changed', newPath: path!});
    else if (status === 'D') changes.set(path!, {status: 'deleted', newPath: path!});
    else if (status?.startsWith('R')) changes.set(path!, {status: 'moved', newPath: newPath!});
  }
  return changes;
}

/** The added and removed lines of one file between two commits (a moved file compared with its new path). */
function changedLines(dir: string, from: string, to: string, path: string, newPath: string): string[] {
  const diff = git(dir, ['diff', '-U0', '-M', from, to, '--', path, ...(newPath === path ? [] : [newPath])]);
  return diff
    .split('\n')
    .filter((line) => /^[+-]/.test(line) && !/^(?:\+\+\+|---) /.test(line))
    .map((line) => line.slice(1));
}

const wordsOf = (lines: readonly string[]): Set<string> => new Set(lines.join('\n').match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);

const sorted = (names: Iterable<string>) => [...names].sort((a, b) => a.localeCompare(b));

/**
 * How much a touched name says: in a small change, each name the page uses that the change touches is a strong sign;
 * in a churn of thousands of lines (a generated project file, a reformatted guide) it is a weak one.
 */
const focus = (linesChanged: number): number => Math.min(1, Math.sqrt(50 / Math.max(1, linesChanged)));

/** How likely a page is wrong now: a gone source or a removed name it uses counts most, a touched name next. */
export function scoreOf(sources: readonly SourceDrift[]): number {
  return sources.reduce(
    (score, source) =>
      score +
      (source.status === 'deleted' ? 100 : source.status === 'moved' ? 60 : 0) +
      40 * source.removedMentioned.length +
      8 * source.mentionedInChanges.length * focus(source.linesChanged) +
      Math.min(5, source.removed.length + source.added.length / 4) +
      Math.min(3, Math.log10(1 + source.linesChanged)),
    0,
  );
}

/** The score from which a page is listed to be read first: a gone source, a removed name, or two names touched in a focused change. */
export const READ_FIRST_SCORE = 16;

export function drift(
  docs: readonly DocPage[],
  repos: Partial<Record<SourceRepoKey, RepoInput>>,
  {from, to}: {from: string; to: string},
): DriftReport {
  const changesByRepo = new Map<SourceRepoKey, Map<string, FileChange>>();
  for (const [repo, input] of Object.entries(repos) as [SourceRepoKey, RepoInput][]) {
    changesByRepo.set(repo, changedFiles(input.dir, input.from, input.to));
  }
  const fileCache = new Map<string, {lines: string[]; removed: Set<string>; added: Set<string>}>();
  const fileDrift = (repo: SourceRepoKey, path: string, change: FileChange) => {
    const key = `${repo}:${path}`;
    let cached = fileCache.get(key);
    if (!cached) {
      const {dir, from: fromPin, to: toPin} = repos[repo]!;
      const before = publicNames(path, fileAt(dir, fromPin, path) ?? '');
      const after = change.status === 'deleted' ? new Set<string>() : publicNames(change.newPath, fileAt(dir, toPin, change.newPath) ?? '');
      cached = {
        lines: change.status === 'deleted' ? [] : changedLines(dir, fromPin, toPin, path, change.newPath),
        removed: new Set([...before].filter((name) => !after.has(name))),
        added: new Set([...after].filter((name) => !before.has(name))),
      };
      fileCache.set(key, cached);
    }
    return cached;
  };

  const pages: PageDrift[] = [];
  let unchanged = 0;
  let notCompared = 0;
  for (const doc of docs) {
    const compared = doc.sources.filter(({repo}) => changesByRepo.has(repo));
    if (compared.length === 0) {
      notCompared++;
      continue;
    }
    const mentioned = mentionedNames(doc.body);
    const sources: SourceDrift[] = [];
    for (const {repo, path} of compared) {
      const change = changesByRepo.get(repo)!.get(path);
      if (!change) continue;
      const {lines, removed, added} = fileDrift(repo, path, change);
      const touched = wordsOf(lines);
      sources.push({
        repo,
        path,
        status: change.status,
        ...(change.status === 'moved' ? {movedTo: change.newPath} : {}),
        linesChanged: lines.length,
        mentionedInChanges: sorted([...mentioned].filter((name) => touched.has(name))),
        removed: sorted(removed),
        added: sorted(added),
        removedMentioned: sorted([...removed].filter((name) => mentioned.has(name))),
      });
    }
    if (sources.length === 0) unchanged++;
    else pages.push({file: doc.file, route: doc.route, score: Math.round(scoreOf(sources) * 10) / 10, sources});
  }
  pages.sort((a, b) => b.score - a.score || a.route.localeCompare(b.route));
  const pins = Object.fromEntries(Object.entries(repos).map(([repo, input]) => [repo, {from: input!.from, to: input!.to}]));
  return {from, to, pins, pages, unchanged, notCompared};
}

/** Pages a maintainer should read first: a source gone or moved, a removed name the page uses, or enough names touched. */
export const isLikelyWrong = (page: PageDrift): boolean =>
  page.score >= READ_FIRST_SCORE || page.sources.some((source) => source.status !== 'changed' || source.removedMentioned.length > 0);

const codeList = (names: readonly string[], limit = 12) =>
  names.length === 0
    ? ''
    : names
        .slice(0, limit)
        .map((name) => `\`${name}\``)
        .join(', ') + (names.length > limit ? ` and ${names.length - limit} more` : '');

/** Markdown for an issue or a pull request: the pages to read first, then the pages whose sources changed elsewhere. */
export function formatDriftMarkdown(report: DriftReport): string {
  const likely = report.pages.filter(isLikelyWrong);
  const other = report.pages.filter((page) => !isLikelyWrong(page));
  const lines = [
    `# Source drift from ${report.from} to ${report.to}`,
    '',
    `Compared: ${Object.entries(report.pins)
      .map(([repo, {from, to}]) => `${repo} ${from.slice(0, 12)}..${to.slice(0, 12)}`)
      .join(', ')}.`,
    '',
    `${likely.length} pages to read first, ${other.length} whose sources changed without touching a name they use, ` +
      `${report.unchanged} whose sources did not change, ${report.notCompared} with no source in these repositories.`,
    '',
    '## Pages to read first',
    '',
  ];
  if (likely.length === 0) lines.push('None.', '');
  for (const page of likely) {
    lines.push(`### ${page.route} (score ${page.score})`, '', `File: \`${page.file}\``, '');
    for (const source of page.sources) {
      const where = source.status === 'moved' ? `moved to \`${source.movedTo}\`` : source.status;
      lines.push(`- \`${source.repo}:${source.path}\`: ${where}, ${source.linesChanged} lines`);
      if (source.removedMentioned.length) lines.push(`  - removed, and used by the page: ${codeList(source.removedMentioned)}`);
      if (source.mentionedInChanges.length) lines.push(`  - names the page uses in changed lines: ${codeList(source.mentionedInChanges)}`);
      if (source.removed.length) lines.push(`  - public names removed: ${codeList(source.removed)}`);
      if (source.added.length) lines.push(`  - public names added: ${codeList(source.added)}`);
    }
    lines.push('');
  }
  if (other.length) {
    lines.push('## Sources changed, no name the page uses touched', '');
    for (const page of other) {
      lines.push(
        `- ${page.route}: ${page.sources.map((source) => `\`${source.repo}:${source.path}\` (${source.linesChanged} lines)`).join(', ')}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
