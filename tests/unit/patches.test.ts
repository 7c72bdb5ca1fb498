// Every patch in patches/ (applied by patch-package on install, which fails on a patch that does not apply or was made
// for another version: see "postinstall"): it patches the version that is installed, and every line it adds is in the
// installed files. Without this, a dependency bump could silently drop a customisation. What each patch does is
// tested by its behaviour elsewhere (the search and routing browser tests); README, "Upgrading Docusaurus", says how
// to re-create one.
import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

const patchFiles = readdirSync('patches').filter((file) => file.endsWith('.patch'));

/** `@scope+name+1.2.3.patch` → {name: '@scope/name', version: '1.2.3'}. */
export function patchedPackage(file: string): {name: string; version: string} {
  const match = /^(.+)\+(\d+\.\d+\.\d+(?:-[\w.]+)?)\.patch$/.exec(file);
  if (!match) throw new Error(`patches/${file}: not a patch-package file name (name+version.patch)`);
  return {name: match[1].replace(/\+/g, '/'), version: match[2]};
}

describe('patches', () => {
  it('reads package and version from the file name', () => {
    expect(patchedPackage('@docusaurus+core+3.10.2.patch')).toEqual({name: '@docusaurus/core', version: '3.10.2'});
    expect(patchedPackage('left-pad+1.3.0.patch')).toEqual({name: 'left-pad', version: '1.3.0'});
  });

  for (const file of patchFiles) {
    const {name, version} = patchedPackage(file);
    const patch = readFileSync(`patches/${file}`, 'utf8');
    const targets = [...patch.matchAll(/^diff --git a\/(\S+) b\//gm)].map((m) => m[1]);

    describe(file, () => {
      it(`was made for the installed ${name}`, () => {
        const installed = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8'));
        expect(installed.version, `re-create patches/${file} for ${name}@${installed.version} (README, "Upgrading Docusaurus")`).toBe(
          version,
        );
        expect(targets.length).toBeGreaterThan(0);
      });

      for (const target of targets) {
        it(`is applied to ${target.replace(`node_modules/${name}/`, '')}`, () => {
          const section = patch.slice(patch.indexOf(`diff --git a/${target} `)).split(/^diff --git /m)[1];
          const added = section
            .split('\n')
            .filter((line) => line.startsWith('+') && !line.startsWith('+++') && line.trim().length > 8)
            .map((line) => line.slice(1));
          const source = readFileSync(target, 'utf8');
          expect(
            added.filter((line) => !source.includes(line)),
            `lines of patches/${file} missing from ${target}`,
          ).toEqual([]);
        });
      }
    });
  }
});
