import {describe, expect, it} from 'vitest';
import {
  groupByRepo,
  pageSources,
  parseSource,
  sourceLabel,
  sourcesMarkdown,
  sourceLinks,
  sourcesProblems,
  sourceUrl,
} from '../../src/utils/sources';
import {docSourcesProblems, loadedDocs} from '../../src/plugins/checked-against';
import {SOURCE_REPOS} from '../../config/sources';
import {DOCS_RELEASE} from '../../config/release';

describe('sources front matter', () => {
  it('parses repo:path entries of known repositories', () => {
    expect(parseSource('core:homeassistant/components/light/__init__.py')).toEqual({
      repo: 'core',
      path: 'homeassistant/components/light/__init__.py',
    });
    expect(parseSource('operating-system:buildroot-external/rootfs-overlay/etc/hostname')).toMatchObject({repo: 'operating-system'});
    expect(parseSource('core:.github/PULL_REQUEST_TEMPLATE.md')).toMatchObject({path: '.github/PULL_REQUEST_TEMPLATE.md'});
  });

  it('refuses an unknown repository, naming the known ones', () => {
    expect(parseSource('hass:homeassistant/const.py')).toEqual({
      problem: expect.stringMatching(/unknown repository "hass".*core, frontend/),
    });
  });

  it('refuses absolute, relative-upward, folder-like and malformed paths', () => {
    for (const entry of [
      'core:/homeassistant/const.py',
      'core:homeassistant/../setup.py',
      'core:./homeassistant/const.py',
      'core:homeassistant/components/light/',
      'core:homeassistant//const.py',
      'core:home assistant/const.py',
      'core:',
    ]) {
      expect(parseSource(entry), entry).toEqual({problem: expect.stringMatching(/malformed path/)});
    }
    expect(parseSource('homeassistant/const.py')).toEqual({problem: expect.stringMatching(/not of the form repo:path/)});
    expect(parseSource(42)).toEqual({problem: expect.stringMatching(/not a "repo:path" string/)});
  });

  it('requires sources on a doc, or an empty list with a reason', () => {
    expect(sourcesProblems({})).toEqual([expect.stringMatching(/has no `sources`/)]);
    expect(sourcesProblems({sources: []})).toEqual([expect.stringMatching(/without a `sources_note`/)]);
    expect(sourcesProblems({sources: [], sources_note: 'A policy of the project; no code holds it.'})).toEqual([]);
    expect(sourcesProblems({sources: 'core:homeassistant/const.py'})).toEqual(['`sources` must be a list of repo:path strings']);
    expect(sourcesProblems({sources: ['core:homeassistant/const.py'], sources_note: 'why'})).toEqual([
      expect.stringMatching(/both `sources` and a `sources_note`/),
    ]);
  });

  it('refuses a duplicate entry', () => {
    expect(sourcesProblems({sources: ['core:homeassistant/const.py', 'core:homeassistant/const.py']})).toEqual([
      'lists "core:homeassistant/const.py" twice',
    ]);
  });

  it('names the doc and the entry in the build error lines', () => {
    const docs = loadedDocs({
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              docs: [
                {source: '@site/docs/a.md', frontMatter: {sources: ['core:homeassistant/const.py']}},
                {source: '@site/docs/b.md', frontMatter: {sources: ['nope:x.py']}},
                {source: '@site/docs/c.md', frontMatter: {}},
              ],
            },
          ],
        },
      },
    });
    expect(docSourcesProblems(docs)).toEqual([
      expect.stringMatching(/^@site\/docs\/b\.md: "nope:x\.py" names an unknown repository/),
      expect.stringMatching(/^@site\/docs\/c\.md: has no `sources`/),
    ]);
  });

  it('links each file at the pin of the docs release, with a short label', () => {
    const ref = {repo: 'core', path: 'homeassistant/components/light/__init__.py'} as const;
    expect(sourceUrl(ref)).toBe(
      `https://github.com/home-assistant/core/blob/${SOURCE_REPOS.core.pins[DOCS_RELEASE as '2026.8']}/homeassistant/components/light/__init__.py`,
    );
    expect(sourceLabel(ref)).toBe('light/__init__.py');
    expect(sourceLabel({path: 'CODEOWNERS'})).toBe('CODEOWNERS');
  });

  it('groups by repository and writes the Markdown copy line', () => {
    const frontMatter = {
      sources: ['core:homeassistant/components/light/__init__.py', 'frontend:src/data/light.ts', 'core:homeassistant/const.py'],
    };
    expect(groupByRepo(pageSources(frontMatter)).map(({repo, refs}) => [repo, refs.length])).toEqual([
      ['core', 2],
      ['frontend', 1],
    ]);
    const line = sourcesMarkdown(frontMatter)!;
    expect(line).toMatch(
      /^Sources: \[light\/__init__\.py\]\(https:\/\/github\.com\/home-assistant\/core\/blob\/[^)]+\), \[homeassistant\/const\.py\]/,
    );
    expect(line).toContain(`(core ${DOCS_RELEASE}); [data/light.ts](https://github.com/home-assistant/frontend/blob/`);
    expect(sourcesMarkdown({sources: []})).toBeUndefined();
  });

  it('resolves the links a doc shows at build time, per repository', () => {
    const groups = sourceLinks({sources: ['core:homeassistant/components/light/__init__.py', 'frontend:src/data/light.ts']});
    expect(groups).toEqual([
      {
        repo: 'core',
        release: DOCS_RELEASE,
        base: 'https://github.com/home-assistant/core/blob/2026.8.0/',
        paths: ['homeassistant/components/light/__init__.py'],
      },
      {
        repo: 'frontend',
        release: DOCS_RELEASE,
        base: expect.stringMatching(/^https:\/\/github\.com\/home-assistant\/frontend\/blob\/[0-9a-f]{40}\/$/),
        paths: ['src/data/light.ts'],
      },
    ]);
    expect(sourceLinks({sources: []})).toEqual([]);
  });

  it('pins every repository for the docs release', () => {
    for (const [key, repo] of Object.entries(SOURCE_REPOS)) {
      expect((repo.pins as Record<string, string>)[DOCS_RELEASE], key).toMatch(/^(?:[0-9a-f]{40}|\d{4}\.\d{1,2}\.\d+)$/);
    }
  });
});

describe('the docs sources', () => {
  it('cite core paths only from the checked list (config/source-lists/core.txt), so a new one is checked before it lands', async () => {
    const {readDocs} = await import('../../scripts/sources/docs');
    const {checkSources} = await import('../../scripts/sources/check');
    const report = checkSources(await readDocs(process.cwd()), {release: DOCS_RELEASE, lists: {core: 'config/source-lists/core.txt'}});
    expect(report.checked.find(({repo}) => repo === 'core')?.missing).toEqual([]);
  });
});
