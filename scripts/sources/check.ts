// Checks that every `sources` path of every doc exists at its repository's pin, in local clones or in file lists.
import {readFileSync} from 'node:fs';
import {SOURCE_REPOS, type SourceRepoKey} from '../../config/sources';
import {pinOf} from '../../src/utils/sources';
import type {DocPage} from './docs';
import {existingFiles, resolveCommit} from './git';

export type RepoCheck = {
  repo: SourceRepoKey;
  /** How it was checked: a clone at a commit, or a file list. */
  checkedWith: string;
  paths: number;
  /** Entries that are not there, each with the docs that cite it. */
  missing: {path: string; docs: string[]}[];
};

export type CheckReport = {
  release: string;
  checked: RepoCheck[];
  /** Repositories cited but given neither a clone nor a list. */
  unchecked: {repo: SourceRepoKey; paths: number; docs: number}[];
  /** Why a given clone could not be used (no pin for the release, the pin not in the clone, an unknown key). */
  errors: string[];
};

/** Every cited path of each repository, with the docs that cite it. */
export function citedPaths(docs: readonly DocPage[]): Map<SourceRepoKey, Map<string, string[]>> {
  const byRepo = new Map<SourceRepoKey, Map<string, string[]>>();
  for (const doc of docs) {
    for (const {repo, path} of doc.sources) {
      const paths = byRepo.get(repo) ?? new Map<string, string[]>();
      paths.set(path, [...(paths.get(path) ?? []), doc.file]);
      byRepo.set(repo, paths);
    }
  }
  return byRepo;
}

/** A file list as the look-up tools give it: one path per line; blank lines and `#` comments ignored, a tab ends the path. */
export function readFileList(file: string): Set<string> {
  return new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.split('\t')[0]!.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

export function checkSources(
  docs: readonly DocPage[],
  {release, clones = {}, lists = {}}: {release: string; clones?: Record<string, string>; lists?: Record<string, string>},
): CheckReport {
  const cited = citedPaths(docs);
  const report: CheckReport = {release, checked: [], unchecked: [], errors: []};
  for (const key of [...Object.keys(clones), ...Object.keys(lists)]) {
    if (!Object.hasOwn(SOURCE_REPOS, key)) report.errors.push(`${key}: not a repository of config/sources.ts`);
  }
  for (const repo of Object.keys(SOURCE_REPOS) as SourceRepoKey[]) {
    const paths = cited.get(repo);
    if (!paths) continue;
    const missingOf = (present: (path: string) => boolean) =>
      [...paths].filter(([path]) => !present(path)).map(([path, citing]) => ({path, docs: citing}));
    if (clones[repo]) {
      const pin = pinOf(repo, release);
      const commit = pin && resolveCommit(clones[repo], pin);
      if (!pin) report.errors.push(`${repo}: config/sources.ts has no pin for ${release}`);
      else if (!commit) report.errors.push(`${repo}: the clone at ${clones[repo]} does not have ${pin}; fetch it first`);
      else {
        const present = existingFiles(clones[repo], commit, [...paths.keys()]);
        report.checked.push({
          repo,
          checkedWith: `${clones[repo]} at ${pin}`,
          paths: paths.size,
          missing: missingOf((path) => present.has(path)),
        });
      }
    } else if (lists[repo]) {
      const present = readFileList(lists[repo]);
      report.checked.push({
        repo,
        checkedWith: `the list ${lists[repo]}`,
        paths: paths.size,
        missing: missingOf((path) => present.has(path)),
      });
    } else {
      report.unchecked.push({repo, paths: paths.size, docs: new Set([...paths.values()].flat()).size});
    }
  }
  return report;
}

export function formatCheckReport(report: CheckReport): string {
  const lines = [`Sources at ${report.release}:`];
  for (const {repo, checkedWith, paths, missing} of report.checked) {
    lines.push(`- ${repo}: ${paths - missing.length} of ${paths} paths exist (${checkedWith})`);
    for (const {path, docs} of missing) lines.push(`  - missing: ${repo}:${path} (cited by ${docs.join(', ')})`);
  }
  for (const {repo, paths, docs} of report.unchecked) {
    lines.push(`- ${repo}: not checked, ${paths} paths on ${docs} docs (give --repo ${repo}=PATH or --list ${repo}=FILE)`);
  }
  for (const error of report.errors) lines.push(`- error: ${error}`);
  return lines.join('\n');
}

export const checkFailed = (report: CheckReport): boolean =>
  report.errors.length > 0 || report.checked.some(({missing}) => missing.length > 0);
