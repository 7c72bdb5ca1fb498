// npm run drift -- --from 2026.7 --to 2026.8 --repo core=../core --repo frontend=../frontend [--json] [--out FILE]
// Lists, page by page, the doc sources that changed between two releases' pins (config/sources.ts) in local clones,
// most likely wrong pages first. `--pins repo=FROM..TO` compares other commits or tags of one repository.
import {writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {SOURCE_REPOS, type SourceRepoKey} from '../config/sources';
import {pinOf} from '../src/utils/sources';
import {parsePairs, readDocs} from './sources/docs';
import {drift, formatDriftMarkdown, type RepoInput} from './sources/drift';
import {resolveCommit} from './sources/git';

const {values} = parseArgs({
  options: {
    from: {type: 'string'},
    to: {type: 'string'},
    repo: {type: 'string', multiple: true, default: []},
    pins: {type: 'string', multiple: true, default: []},
    json: {type: 'boolean', default: false},
    out: {type: 'string'},
  },
});

async function main(): Promise<void> {
  const {from, to} = values;
  if (!from || !to) throw new Error('Give the two releases: --from 2026.7 --to 2026.8 (and --repo key=PATH for each clone).');
  const clones = parsePairs(values.repo, '--repo');
  const pinOverrides = parsePairs(values.pins, '--pins');
  if (Object.keys(clones).length === 0) throw new Error('Give at least one clone: --repo core=../core');
  const repos: Partial<Record<SourceRepoKey, RepoInput>> = {};
  for (const [key, dir] of Object.entries(clones)) {
    if (!Object.hasOwn(SOURCE_REPOS, key)) throw new Error(`--repo ${key}: not a repository of config/sources.ts`);
    const repo = key as SourceRepoKey;
    const [fromRef, toRef] = pinOverrides[repo]?.split('..') ?? [pinOf(repo, from), pinOf(repo, to)];
    if (!fromRef || !toRef)
      throw new Error(`${repo}: config/sources.ts has no pin for ${fromRef ? to : from}; give --pins ${repo}=FROM..TO`);
    const fromCommit = resolveCommit(dir, fromRef);
    const toCommit = resolveCommit(dir, toRef);
    if (!fromCommit || !toCommit)
      throw new Error(`${repo}: the clone at ${dir} does not have ${fromCommit ? toRef : fromRef}; fetch it first`);
    repos[repo] = {dir, from: fromCommit, to: toCommit};
  }
  const report = drift(await readDocs(process.cwd()), repos, {from, to});
  const output = values.json ? `${JSON.stringify(report, null, 2)}\n` : formatDriftMarkdown(report);
  if (values.out) writeFileSync(values.out, output);
  else process.stdout.write(output);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
