import {describe, expect, it} from 'vitest';
import {
  affectsAny,
  audiencesFromQuery,
  changeProblems,
  compareReleases,
  dueAfter,
  groupByRelease,
  readChanges,
  type ChangeEntry,
} from '../../src/plugins/release-changes/changes';

const entry = (over: Partial<ChangeEntry>): ChangeEntry => ({
  kind: 'deprecation',
  release: '2025.1',
  affects: ['integrations'],
  title: 'A change',
  permalink: '/blog/x',
  date: '2024-12-01',
  ...over,
});

describe('release order', () => {
  it('puts 0.x releases before calendar releases and compares months as numbers', () => {
    const sorted = ['2025.11', '0.118', '2025.2', '2021.12', '0.70', '2025.10'].sort(compareReleases);
    expect(sorted).toEqual(['0.70', '0.118', '2021.12', '2025.2', '2025.10', '2025.11']);
  });
});

describe('change front matter', () => {
  it('reads one change or a list of them', () => {
    const one = {kind: 'deprecation', release: '2024.7', removal: '2025.6', affects: ['integrations']};
    expect(readChanges({change: one})).toEqual({changes: [one], problems: []});
    const two = [one, {kind: 'new-api', release: '2024.7', affects: ['custom-cards'], summary: 'New helper'}];
    expect(readChanges({change: two}).changes).toHaveLength(2);
    expect(readChanges({})).toEqual({changes: [], problems: []});
  });

  it('names every mistake', () => {
    const {changes, problems} = readChanges({
      change: {kind: 'soon', release: 2025.1, removal: '2024.1', affects: ['everyone'], colour: 'red'},
    });
    expect(changes).toEqual([]);
    expect(problems).toEqual([
      'change.kind must be one of new-api, deprecation, breaking-change, removal, not "soon"',
      'change.release must be the release the change takes effect, such as "2025.5", not the YAML number 2025.1 (quote it)',
      'change.affects must list who is affected, from integrations, custom-cards, add-ons, api-clients, android-app',
      'change has an unknown key "colour"',
    ]);
  });

  it('refuses a removal that does not come after the release', () => {
    expect(readChanges({change: {kind: 'deprecation', release: '2025.6', removal: '2025.6', affects: ['integrations']}}).problems).toEqual([
      'change.removal (2025.6) must come after change.release (2025.6)',
    ]);
  });

  it('fails a post without change data, or a deprecation or breaking-change post without releases, naming the file', () => {
    const problems = changeProblems([
      {source: '@site/blog/2025-01-01-a.md', tags: ['entities', 'deprecation'], frontMatter: {}},
      {source: '@site/blog/2025-01-02-b.md', tags: ['breaking-change'], frontMatter: {}},
      {source: '@site/blog/2025-01-03-c.md', tags: ['entities'], frontMatter: {}},
      {
        source: '@site/blog/2025-01-04-d.md',
        tags: ['deprecation'],
        frontMatter: {change: {kind: 'deprecation', release: '2025.2', affects: ['integrations']}},
      },
      {source: '@site/blog/2025-01-05-e.md', tags: ['tooling'], frontMatter: {change: 'none'}},
      {source: '@site/blog/2025-01-06-f.md', tags: ['deprecation'], frontMatter: {change: 'none'}},
    ]);
    expect(problems).toEqual([
      '@site/blog/2025-01-01-a.md: is tagged deprecation but has no change front matter with its releases',
      '@site/blog/2025-01-02-b.md: is tagged breaking-change but has no change front matter with its releases',
      '@site/blog/2025-01-03-c.md: has no change front matter: add what it announces, or `change: none` when there is nothing to act on',
      '@site/blog/2025-01-06-f.md: is tagged deprecation but says `change: none`',
    ]);
  });
});

describe('grouping by release', () => {
  const early = entry({title: 'Old API deprecated', release: '2024.7', removal: '2025.6', date: '2024-06-12'});
  const noRemoval = entry({title: 'New feature flag', kind: 'new-api', release: '2025.6', date: '2025-05-20'});
  const later = entry({title: 'Other deprecation', release: '2025.10', removal: '2026.10', date: '2025-09-22'});

  it('lists releases newest first, with the changes taking effect and the removals falling due', () => {
    const groups = groupByRelease([early, noRemoval, later]);
    expect(groups.map((g) => g.release)).toEqual(['2026.10', '2025.10', '2025.6', '2024.7']);
    const june = groups.find((g) => g.release === '2025.6')!;
    expect(june.effective.map((e) => e.title)).toEqual(['New feature flag']);
    expect(june.removals.map((e) => e.title)).toEqual(['Old API deprecated']);
    expect(groups.find((g) => g.release === '2026.10')).toEqual({release: '2026.10', effective: [], removals: [later]});
  });

  it('a change without a removal appears once, in its own release', () => {
    const groups = groupByRelease([noRemoval]);
    expect(groups).toEqual([{release: '2025.6', effective: [noRemoval], removals: []}]);
  });

  it('"due next" holds the removals after the current release, soonest first', () => {
    const dueSoon = entry({title: 'Due soon', removal: '2025.12'});
    expect(dueAfter([early, noRemoval, later, dueSoon], '2025.11').map((e) => e.title)).toEqual(['Due soon', 'Other deprecation']);
  });

  it('filters by audience; no audience chosen shows everything', () => {
    const card = entry({affects: ['custom-cards']});
    expect(affectsAny(card, [])).toBe(true);
    expect(affectsAny(card, ['integrations'])).toBe(false);
    expect(affectsAny(card, ['integrations', 'custom-cards'])).toBe(true);
  });

  it('reads the audience filter from the URL and drops unknown names', () => {
    expect(audiencesFromQuery('?affects=custom-cards,nobody,integrations')).toEqual(['integrations', 'custom-cards']);
    expect(audiencesFromQuery('')).toEqual([]);
  });
});
