// The translators' descriptions leave the client bundle (src/plugins/translate-descriptions): only the description of
// translate() and <Translate> goes, every other byte stays, and every theme module still parses afterwards.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {parse} from '@babel/parser';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {stripTranslateDescriptions: strip, syntaxOf} = require('../../src/plugins/translate-descriptions/strip.cjs') as {
  stripTranslateDescriptions: (source: string, filename: string) => string;
  syntaxOf: (filename: string) => ('jsx' | 'typescript')[];
};

describe('stripTranslateDescriptions', () => {
  it('removes the description of a translate() call, with its comma, wherever it stands', () => {
    expect(strip("translate({id: 'a', message: 'M', description: 'D'});", 'x.ts')).toBe("translate({id: 'a', message: 'M'});");
    expect(strip("translate({description: 'D', id: 'a', message: 'M'}, {n});", 'x.ts')).toBe("translate({id: 'a', message: 'M'}, {n});");
    expect(strip("translate({id: 'a', description: `D`, message: 'M'});", 'x.js')).toBe("translate({id: 'a', message: 'M'});");
  });

  it('removes the description attribute of <Translate>', () => {
    expect(strip('<Translate id="a" description="D">Hi</Translate>', 'x.jsx')).toBe('<Translate id="a" >Hi</Translate>');
    expect(strip("const t = <Translate description={'D'} values={{n}}>{'{n} pages'}</Translate>;", 'x.tsx')).toBe(
      "const t = <Translate  values={{n}}>{'{n} pages'}</Translate>;",
    );
  });

  it('leaves every other description alone: other calls, objects, computed values', () => {
    const kept = [
      "const meta = {description: 'A page'}; translate({message: 'M'});",
      "translate({message: 'M', description: describe()});",
      "other({message: 'M', description: 'D'}); translate({message: 'M'});",
      '<Layout description="A page"><Translate>Hi</Translate></Layout>',
    ];
    for (const source of kept) expect(strip(source, 'x.tsx')).toBe(source);
  });

  it('returns a file without translate() untouched (not even parsed)', () => {
    const source = 'this is not JavaScript, but it has a description';
    expect(strip(source, 'x.js')).toBe(source);
  });
});

/** The files of a folder, recursively, whose names match `pattern`. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

describe('the theme and the site', () => {
  const root = join(__dirname, '../..');
  const files = [
    ...filesUnder(join(root, 'node_modules/@docusaurus/theme-classic/lib'), /\.js$/),
    ...filesUnder(join(root, 'node_modules/@docusaurus/theme-common/lib'), /\.js$/),
    ...filesUnder(join(root, 'src'), /\.tsx?$/),
  ];

  it('lose every description of translate() and <Translate>, and still parse', () => {
    let stripped = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const result = strip(source, file);
      if (result === source) continue;
      stripped += 1;
      expect(() => parse(result, {sourceType: 'unambiguous', plugins: syntaxOf(file)}), file).not.toThrow();
      // Nothing is left to strip, and the messages are all there.
      expect(strip(result, file), file).toBe(result);
      expect(result.match(/\bmessage:/g)?.length, file).toBe(source.match(/\bmessage:/g)?.length);
      expect(result, file).not.toMatch(/\btranslate\(\s*\{[^}]*\bdescription:\s*['"`]/);
    }
    // The theme's navbar, sidebar, pagination, admonitions and more: dozens of files.
    expect(stripped).toBeGreaterThan(30);
  });
});
