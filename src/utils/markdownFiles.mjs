// Every .md and .mdx file under a folder, recursively (none when the folder does not exist). Plain ESM, so the
// diagram render script can use it under Node as well as the TypeScript tests.
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

/** @param {string} dir @returns {string[]} */
export function markdownFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(path) : /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}
