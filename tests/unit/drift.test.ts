import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {drift, formatDriftMarkdown, isLikelyWrong, mentionedNames, publicNames} from '../../scripts/sources/drift';
import {checkFailed, checkSources, formatCheckReport} from '../../scripts/sources/check';
import type {DocPage} from '../../scripts/sources/docs';
import {pageSources} from '../../src/utils/sources';

let repo: string;
const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8'});
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(repo, path)), {recursive: true});
  writeFileSync(join(repo, path), text);
};

const doc = (file: string, sources: string[], body: string): DocPage => {
  const frontMatter = {sources};
  return {file, route: `/${file.replace(/\.md$/, '')}`, frontMatter, body, sources: pageSources(frontMatter)};
};

// A core-like repository with two tags: 2026.7 and 2026.8.
beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'drift-'));
  execFileSync('git', ['init', '-q', repo]);
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'test');
  write(
    'homeassistant/components/light/__init__.py',
    'class LightEntity:\n    def turn_on(self, **kwargs):\n        pass\n\n    async def async_turn_on(self, **kwargs):\n        pass\n',
  );
  write('homeassistant/components/light/const.py', 'ATTR_COLOR_TEMP = "color_temp"\nATTR_BRIGHTNESS = "brightness"\n');
  write('homeassistant/helpers/old_helper.py', 'def async_track_thing(hass):\n    return None\n');
  write(
    'homeassistant/components/fan/__init__.py',
    'class FanEntity:\n    def set_percentage(self, percentage):\n        """Set the speed."""\n',
  );
  write('homeassistant/components/cover/__init__.py', 'class CoverEntity:\n    pass\n');
  git('add', '.');
  git('commit', '-qm', '2026.7');
  git('tag', '2026.7');
  // A renamed method, a removed constant, a moved file, a change that touches no name a page uses.
  write(
    'homeassistant/components/light/__init__.py',
    'class LightEntity:\n    def turn_on(self, **kwargs):\n        pass\n\n    async def async_turn_on_light(self, **kwargs):\n        pass\n',
  );
  write('homeassistant/components/light/const.py', 'ATTR_BRIGHTNESS = "brightness"\n');
  git('mv', 'homeassistant/helpers/old_helper.py', 'homeassistant/helpers/event_tracking.py');
  write(
    'homeassistant/components/fan/__init__.py',
    'class FanEntity:\n    def set_percentage(self, percentage):\n        """Set the fan speed, in percent."""\n',
  );
  git('add', '.');
  git('commit', '-qm', '2026.8');
  git('tag', '2026.8');
});

afterAll(() => rmSync(repo, {recursive: true, force: true}));

const docs = (): DocPage[] => [
  doc(
    'docs/light.md',
    ['core:homeassistant/components/light/__init__.py', 'core:homeassistant/components/light/const.py'],
    'Implement `async_turn_on` on your `LightEntity`. The `ATTR_COLOR_TEMP` attribute is gone.\n',
  ),
  doc('docs/events.md', ['core:homeassistant/helpers/old_helper.py'], 'Call `async_track_thing(hass)`.\n'),
  doc('docs/fan.md', ['core:homeassistant/components/fan/__init__.py'], 'Implement `set_percentage` on `FanEntity`.\n'),
  doc('docs/cover.md', ['core:homeassistant/components/cover/__init__.py'], 'Derive from `CoverEntity`.\n'),
  doc('docs/process.md', [], 'A process.\n'),
];

const run = () => drift(docs(), {core: {dir: repo, from: '2026.7', to: '2026.8'}}, {from: '2026.7', to: '2026.8'});

describe('drift between two pins', () => {
  it('finds a renamed method the page uses, as removed and in the changed lines', () => {
    const light = run().pages.find((page) => page.route === '/docs/light')!;
    const init = light.sources.find((source) => source.path.endsWith('__init__.py'))!;
    expect(init.status).toBe('changed');
    expect(init.removedMentioned).toEqual(['async_turn_on']);
    expect(init.added).toEqual(['async_turn_on_light']);
    expect(init.mentionedInChanges).toContain('async_turn_on');
  });

  it('finds a removed constant the page names', () => {
    const light = run().pages.find((page) => page.route === '/docs/light')!;
    const constants = light.sources.find((source) => source.path.endsWith('const.py'))!;
    expect(constants.removed).toEqual(['ATTR_COLOR_TEMP']);
    expect(constants.removedMentioned).toEqual(['ATTR_COLOR_TEMP']);
  });

  it('reports a moved source with its new path', () => {
    const events = run().pages.find((page) => page.route === '/docs/events')!;
    expect(events.sources).toEqual([expect.objectContaining({status: 'moved', movedTo: 'homeassistant/helpers/event_tracking.py'})]);
    expect(isLikelyWrong(events)).toBe(true);
  });

  it('ranks a change that touches no name the page uses last, and not as likely wrong', () => {
    const report = run();
    expect(report.pages.map((page) => page.route)).toEqual(['/docs/light', '/docs/events', '/docs/fan']);
    const fan = report.pages.find((page) => page.route === '/docs/fan')!;
    expect(fan.sources[0]).toMatchObject({status: 'changed', removed: [], added: [], removedMentioned: [], mentionedInChanges: []});
    expect(isLikelyWrong(fan)).toBe(false);
  });

  it('counts pages whose sources did not change, and pages with none in the compared repositories', () => {
    const report = run();
    expect(report.unchanged).toBe(1);
    expect(report.notCompared).toBe(1);
  });

  it('writes Markdown that leads with the pages to read first', () => {
    const markdown = formatDriftMarkdown(run());
    expect(markdown).toMatch(
      /2 pages to read first, 1 whose sources changed without touching a name they use, 1 whose sources did not change/,
    );
    expect(markdown.indexOf('### /docs/light')).toBeLessThan(markdown.indexOf('### /docs/events'));
    expect(markdown).toContain('removed, and used by the page: `ATTR_COLOR_TEMP`');
    expect(markdown).toContain('moved to `homeassistant/helpers/event_tracking.py`');
    expect(markdown).toMatch(
      /## Sources changed, no name the page uses touched\n\n- \/docs\/fan: `core:homeassistant\/components\/fan\/__init__.py`/,
    );
  });
});

describe('check-sources on a clone', () => {
  it('passes paths that exist at the pin and names the doc of one that does not', () => {
    const pages = [...docs(), doc('docs/typo.md', ['core:homeassistant/components/lihgt/__init__.py'], '')];
    // The pin of core is a release tag; the fixture clone has tags of its own, so the check runs at the config's pin
    // only where the clone has it. Here: a release the config pins to a tag the fixture lacks, then a list.
    const missingPin = checkSources(pages, {release: '2026.8', clones: {core: repo}});
    expect(missingPin.errors).toEqual([expect.stringMatching(/does not have 2026\.8\.0; fetch it first/)]);
    expect(checkFailed(missingPin)).toBe(true);
    git('tag', '2026.8.0', '2026.7');
    const report = checkSources(pages, {release: '2026.8', clones: {core: repo}});
    expect(report.checked[0]).toMatchObject({repo: 'core', paths: 6});
    expect(report.checked[0]!.missing).toEqual([{path: 'homeassistant/components/lihgt/__init__.py', docs: ['docs/typo.md']}]);
    expect(formatCheckReport(report)).toContain('missing: core:homeassistant/components/lihgt/__init__.py (cited by docs/typo.md)');
    expect(checkFailed(report)).toBe(true);
    const good = checkSources(docs(), {release: '2026.8', clones: {core: repo}});
    expect(checkFailed(good)).toBe(false);
  });

  it('checks a repository too large to clone against a file list', () => {
    const list = join(repo, 'core-files.txt');
    writeFileSync(list, '# core at 2026.8.0\nhomeassistant/components/light/__init__.py\tread_file\n');
    const report = checkSources([doc('docs/light.md', ['core:homeassistant/components/light/__init__.py'], '')], {
      release: '2026.8',
      lists: {core: list},
    });
    expect(checkFailed(report)).toBe(false);
    expect(report.checked[0]).toMatchObject({paths: 1, missing: []});
  });
});

describe('names', () => {
  it('reads the public names of Python, TypeScript and Kotlin files', () => {
    expect(
      [
        ...publicNames('a.py', 'class A:\n    X_Y = 1\n    def _private(self): ...\n    async def async_go(self): ...\nCONST: int = 3\n'),
      ].sort(),
    ).toEqual(['A', 'CONST', 'X_Y', 'async_go']);
    expect(
      [...publicNames('a.ts', 'export interface CardConfig {\n  type: string;\n  entity?: string;\n}\nexport const go = 1;\n')].sort(),
    ).toEqual(['CardConfig', 'entity', 'go', 'type']);
    expect([...publicNames('a.kt', 'class Foo {\n  fun bar() {}\n  private val baz = 1\n}\n')].sort()).toEqual(['Foo', 'bar', 'baz']);
  });

  it('takes API-like names from inline code and code blocks, not plain words', () => {
    const names = mentionedNames(
      'Set `unique_id` and `True` on `LightEntity`.\n\n```python\nasync def async_setup_entry(hass): ...\n```\nNot this_word.',
    );
    expect([...names].sort()).toEqual(['LightEntity', 'async_setup_entry', 'unique_id']);
  });
});
