// The search plugin is patched (patches/, applied by patch-package on install): whole-site search, the small first
// index, code names, ranking (src/search/rankResults.ts) and the failed-download message. This fails when the patch
// no longer applies, e.g. after the plugin is upgraded, instead of the search silently going back to the old ways.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

const patch = readFileSync('patches/@easyops-cn+docusaurus-search-local+0.52.3.patch', 'utf8');
const files = [...patch.matchAll(/^diff --git a\/(\S+) b\//gm)].map((m) => m[1]);

describe('the search plugin patch', () => {
  it('patches the plugin version that is installed', () => {
    const installed = JSON.parse(readFileSync('node_modules/@easyops-cn/docusaurus-search-local/package.json', 'utf8'));
    expect(installed.version).toBe('0.52.3');
    expect(files.length).toBeGreaterThan(5);
  });

  for (const file of files) {
    it(`is applied to ${file.replace('node_modules/@easyops-cn/docusaurus-search-local/dist/', '')}`, () => {
      const section = patch.slice(patch.indexOf(`diff --git a/${file} `)).split(/^diff --git /m)[1];
      const added = section
        .split('\n')
        .filter((line) => line.startsWith('+') && !line.startsWith('+++') && line.trim().length > 8)
        .map((line) => line.slice(1));
      const source = readFileSync(file, 'utf8');
      expect(added.filter((line) => !source.includes(line))).toEqual([]);
    });
  }
});
