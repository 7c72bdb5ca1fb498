// npm run drift:evaluate -- --docs-repo PATH --repo frontend=PATH ... [--from 2025.11 --to 2026.8]
// Measures `npm run drift` against what happened: the pages the published developer docs (their git history, in
// PATH) changed between the two releases, for the code of the compared repositories. A page counts as changed by
// the published docs when a commit in the window edited it alone or with a few others (a sweep over many pages, or a
// typo, link or wording fix, is not a code change); a page written in the window is not counted either. Only pages with a source in a compared repository are scored.
import {parseArgs} from 'node:util';
import {SOURCE_REPOS, type SourceRepoKey} from '../config/sources';
import {pinOf} from '../src/utils/sources';
import {parsePairs, readDocs, routeOf} from './sources/docs';
import {drift, isLikelyWrong, type RepoInput} from './sources/drift';
import {git, resolveCommit} from './sources/git';

const {values} = parseArgs({
  options: {
    from: {type: 'string', default: '2025.11'},
    to: {type: 'string', default: '2026.8'},
    'docs-repo': {type: 'string'},
    'docs-from': {type: 'string', default: 'e36ba8e12'},
    'docs-to': {type: 'string', default: '186ad0639'},
    repo: {type: 'string', multiple: true, default: []},
    'max-files': {type: 'string', default: '8'},
  },
});

/** Commits that tidy rather than follow code: they do not say a page went stale. */
const HOUSEKEEPING =
  /\b(?:typos?|spelling|grammar|wording|broken links?|fix(?:es|ed)? links?|links?|markdown ?lint|lint|prettier|format(?:ting)?|style|capitali[sz]ation|duplicated words|sidebar label|rename add-?ons?|add-?ons? to apps)\b/i;

type Commit = {hash: string; subject: string; files: string[]};

function docCommits(dir: string, from: string, to: string): Commit[] {
  // Modified pages only: a page written in the window was not made stale by it.
  const out = git(dir, ['log', '--no-merges', '--diff-filter=M', '--format=%x1e%h%x1f%s', '--name-only', `${from}..${to}`, '--', 'docs']);
  return out
    .split('\x1e')
    .filter(Boolean)
    .map((chunk) => {
      const [head, ...rest] = chunk.split('\n');
      const [hash, subject] = head!.split('\x1f');
      return {hash: hash!, subject: subject!, files: rest.filter((line) => /^docs\/.+\.mdx?$/.test(line))};
    });
}

const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);

async function main(): Promise<void> {
  const docsRepo = values['docs-repo'];
  if (!docsRepo) throw new Error('Give the published docs clone: --docs-repo PATH (home-assistant/developers.home-assistant)');
  const clones = parsePairs(values.repo, '--repo');
  const repos: Partial<Record<SourceRepoKey, RepoInput>> = {};
  const skipped: string[] = [];
  for (const [key, dir] of Object.entries(clones)) {
    if (!Object.hasOwn(SOURCE_REPOS, key)) throw new Error(`--repo ${key}: not a repository of config/sources.ts`);
    const repo = key as SourceRepoKey;
    if (!pinOf(repo, values.from) || !pinOf(repo, values.to)) {
      // A repository begun within the window has nothing to compare.
      skipped.push(`${repo} (no pin for ${pinOf(repo, values.from) ? values.to : values.from})`);
      continue;
    }
    const from = resolveCommit(dir, pinOf(repo, values.from) ?? '');
    const to = resolveCommit(dir, pinOf(repo, values.to) ?? '');
    if (!from || !to) throw new Error(`${repo}: the clone lacks the pin of ${from ? values.to : values.from}`);
    repos[repo] = {dir, from, to};
  }
  const docs = await readDocs(process.cwd());
  const report = drift(docs, repos, {from: values.from, to: values.to});

  // Pages the published docs already had when the window opened: a page written since cannot have gone stale.
  const existed = new Set(
    git(docsRepo, ['ls-tree', '-r', '--name-only', values['docs-from'], 'docs'])
      .split('\n')
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => routeOf(file)),
  );
  const scored = new Set(
    docs.filter((doc) => existed.has(doc.route) && doc.sources.some(({repo}) => repo in repos)).map((doc) => doc.route),
  );
  const maxFiles = Number(values['max-files']);
  const truth = new Map<string, string[]>();
  const sweeps: string[] = [];
  for (const commit of docCommits(docsRepo, values['docs-from'], values['docs-to'])) {
    if (commit.files.length > maxFiles || HOUSEKEEPING.test(commit.subject)) {
      sweeps.push(`${commit.hash} ${commit.subject} (${commit.files.length} docs)`);
      continue;
    }
    for (const file of commit.files) {
      const route = routeOf(file);
      if (scored.has(route)) truth.set(route, [...(truth.get(route) ?? []), `${commit.hash} ${commit.subject}`]);
    }
  }

  const pages = report.pages.filter((page) => scored.has(page.route));
  const flaggedFirst = new Set(pages.filter(isLikelyWrong).map((page) => page.route));
  const flaggedAny = new Set(pages.map((page) => page.route));
  const lines = [
    `# drift evaluation, ${values.from} to ${values.to}`,
    '',
    `Compared repositories: ${Object.keys(repos).join(', ')}${skipped.length ? ` (not compared: ${skipped.join(', ')})` : ''}. ` +
      `Pages with a source in them that the published docs had at ` +
      `${values['docs-from']}: ${scored.size}.`,
    `Published docs changed ${truth.size} of those pages in ${values['docs-from']}..${values['docs-to']} ` +
      `(commits over ${maxFiles} docs or tidying ones left out: ${sweeps.length}).`,
    '',
    '| list | pages flagged | of them changed upstream | precision | recall |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [name, flagged] of [
    ['read first', flaggedFirst],
    ['any source changed', flaggedAny],
  ] as const) {
    const hits = [...flagged].filter((route) => truth.has(route)).length;
    lines.push(`| ${name} | ${flagged.size} | ${hits} | ${pct(hits, flagged.size)} | ${pct(hits, truth.size)} |`);
  }
  const top = pages.filter(isLikelyWrong).slice(0, 20);
  const topHits = top.filter((page) => truth.has(page.route)).length;
  lines.push(
    '',
    `Precision of the first ${top.length} pages of the list: ${pct(topHits, top.length)}.`,
    '',
    '## Missed (changed upstream, not in "read first")',
    '',
  );
  for (const [route, commits] of truth) {
    if (flaggedFirst.has(route)) continue;
    const page = pages.find((candidate) => candidate.route === route);
    lines.push(`- ${route} (${page ? 'sources changed, no name touched' : 'no source changed'}): ${commits.join('; ')}`);
  }
  lines.push('', '## Flagged first, not changed upstream', '');
  for (const page of pages.filter(isLikelyWrong)) {
    if (!truth.has(page.route)) lines.push(`- ${page.route} (score ${page.score})`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
