// Builds a tiny site with the same strictness settings as ours and one deliberate mistake per case,
// and checks that the production build refuses it and names the offending file.
import {spawn} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const root = resolve(__dirname, '..', '..');
const tmp = join(root, 'tests', '.tmp');

async function buildSite(name: string, docs: Record<string, string>): Promise<{status: number | null; output: string}> {
  const site = join(tmp, name);
  rmSync(site, {recursive: true, force: true});
  mkdirSync(join(site, 'docs'), {recursive: true});
  mkdirSync(join(site, 'src', 'pages'), {recursive: true});
  writeFileSync(join(site, 'src', 'pages', 'index.md'), '# Fixture home\n');
  writeFileSync(
    join(site, 'docusaurus.config.ts'),
    `import {strictness} from '../../../config/strictness';
import checkedAgainst from '../../../src/plugins/checked-against';
export default {
  title: 'Fixture', url: 'http://127.0.0.1', baseUrl: '/',
  ...strictness,
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false, theme: {}}]],
  plugins: [checkedAgainst],
};
`,
  );
  for (const [file, text] of Object.entries(docs)) writeFileSync(join(site, 'docs', file), withSources(text));
  // Asynchronous, so the test worker stays responsive while Docusaurus builds.
  const child = spawn(process.execPath, [join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', site], {
    cwd: root,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  return {status, output};
}

afterAll(() => rmSync(tmp, {recursive: true, force: true}));

/** Every doc must name its sources (src/plugins/checked-against): fixture docs name one, unless a test sets its own. */
function withSources(text: string): string {
  const sources = 'sources:\n  - core:homeassistant/const.py\n';
  if (/^---\n[\s\S]*?^sources/m.test(text)) return text;
  return text.startsWith('---\n') ? text.replace('---\n', `---\n${sources}`) : `---\n${sources}---\n${text}`;
}

describe('the production build fails on broken content', () => {
  it('builds a correct fixture (so the failures below are caused by the mistakes)', async () => {
    const {status, output} = await buildSite('ok', {
      'intro.md': '# Intro\n\nSee [the guide](guide.md#setup) and [the guide page](/docs/guide).\n',
      'guide.md': '---\nchecked_against: "2025.11"\n---\n# Guide\n\n## Setup\n\nText.\n',
    });
    expect(status, output).toBe(0);
  });

  it('rejects a Markdown link to a missing file and names the source file', async () => {
    const {status, output} = await buildSite('md-link', {'intro.md': '# Intro\n\nSee [missing](missing-page.md).\n'});
    expect(status).not.toBe(0);
    expect(output).toMatch(/missing-page\.md/);
    expect(output).toMatch(/docs\/intro\.md/);
  });

  it('rejects a link to a route that does not exist and names the page', async () => {
    const {status, output} = await buildSite('route-link', {'intro.md': '# Intro\n\nSee [nowhere](/docs/nowhere).\n'});
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken link/i);
    expect(output).toMatch(/\/docs\/nowhere/);
    expect(output).toMatch(/\/docs\/intro/);
  });

  it('rejects a link to a missing anchor', async () => {
    const {status, output} = await buildSite('anchor', {
      'intro.md': '# Intro\n\nSee [setup](guide.md#no-such-heading).\n',
      'guide.md': '# Guide\n\n## Setup\n',
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken anchor/i);
    expect(output).toMatch(/no-such-heading/);
  });

  it('rejects a missing image', async () => {
    const {status, output} = await buildSite('image', {'intro.md': '# Intro\n\n![diagram](./missing.svg)\n'});
    expect(status).not.toBe(0);
    expect(output).toMatch(/missing\.svg/);
  });

  it('rejects a checked_against that is not a release number and names the file', async () => {
    const {status, output} = await buildSite('checked-against', {
      'intro.md': '---\nchecked_against: "latest"\n---\n# Intro\n',
      'guide.md': '---\nchecked_against: 2025.10\n---\n# Guide\n',
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/docs\/intro\.md: checked_against must be a Home Assistant release number/);
    expect(output).toMatch(/docs\/guide\.md: checked_against must be a quoted release number/);
  });

  it('rejects a doc without sources, an unknown repository and a malformed path, naming the file and the entry', async () => {
    const {status, output} = await buildSite('sources', {
      'intro.md': '---\nsources: []\n---\n# Intro\n',
      'guide.md': '---\nsources:\n  - hass:homeassistant/const.py\n  - core:/homeassistant/core.py\n---\n# Guide\n',
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/docs\/intro\.md: has `sources: \[\]` without a `sources_note`/);
    expect(output).toMatch(/docs\/guide\.md: "hass:homeassistant\/const\.py" names an unknown repository "hass"/);
    expect(output).toMatch(/docs\/guide\.md: "core:\/homeassistant\/core\.py" has a malformed path/);
  });
});
