// The few git reads the sources tools need, on a clone or a bare git directory, without a work tree.
import {execFileSync, spawnSync} from 'node:child_process';

const MAX_BUFFER = 512 * 1024 * 1024;

export function git(dir: string, args: readonly string[], input?: string): string {
  return execFileSync('git', ['-C', dir, ...args], {encoding: 'utf8', maxBuffer: MAX_BUFFER, input, stdio: ['pipe', 'pipe', 'pipe']});
}

/** The commit a ref names in the clone, or undefined when the clone does not have it. */
export function resolveCommit(dir: string, ref: string): string | undefined {
  const result = spawnSync('git', ['-C', dir, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {encoding: 'utf8'});
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Which of the paths exist as files at the commit (one `cat-file --batch-check` for all of them). */
export function existingFiles(dir: string, commit: string, paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const out = git(dir, ['cat-file', '--batch-check=%(objecttype)'], paths.map((path) => `${commit}:${path}`).join('\n') + '\n');
  const types = out.trimEnd().split('\n');
  return new Set(paths.filter((_, index) => types[index] === 'blob'));
}

/** A file's text at a commit, or undefined when it is not there. */
export function fileAt(dir: string, commit: string, path: string): string | undefined {
  const result = spawnSync('git', ['-C', dir, 'show', `${commit}:${path}`], {encoding: 'utf8', maxBuffer: MAX_BUFFER});
  return result.status === 0 ? result.stdout : undefined;
}
