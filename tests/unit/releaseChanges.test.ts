import {describe, expect, it} from 'vitest';
import {
  affectsAny,
  audiencesFromQuery,
  changeProblems,
  compareReleases,
  dueAfter,
  groupByRelease,
  readChanges,
  unknownDocRoutes,
  type ChangeEntry,
} from '../../src/plugins/release-changes/changes';
import {changesByDoc, endWords, markWords, marksByMember} from '../../src/plugins/release-changes/docChanges';
import {changesSection, markMembers} from '../../src/plugins/release-changes/remark';
import {joinChangesToDocs} from '../../src/plugins/lean-blog';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import DocChangesList from '../../src/components/DocChanges/List';
import type {DocChange} from '../../src/plugins/release-changes/docChanges';

const entry = (over: Partial<ChangeEntry>): ChangeEntry => ({
  kind: 'deprecation',
  release: '2025.1',
  affects: ['integrations'],
  docs: ['/docs/core/entity/light'],
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
    const one = {
      kind: 'deprecation',
      release: '2024.7',
      removal: '2025.6',
      affects: ['integrations'],
      docs: ['/docs/config_entries_index'],
    };
    expect(readChanges({change: one})).toEqual({changes: [one], problems: []});
    const two = [one, {kind: 'new-api', release: '2024.7', affects: ['custom-cards'], summary: 'New helper', docs: ['/docs/frontend']}];
    expect(readChanges({change: two}).changes).toHaveLength(2);
    expect(readChanges({})).toEqual({changes: [], problems: []});
  });

  it('names every mistake', () => {
    const {changes, problems} = readChanges({
      change: {kind: 'soon', release: 2025.1, removal: '2024.1', affects: ['everyone'], docs: ['/docs/x'], colour: 'red'},
    });
    expect(changes).toEqual([]);
    expect(problems).toEqual([
      'change.kind must be one of new-api, deprecation, breaking-change, removal, not "soon"',
      'change.release must be the release the change takes effect, such as "2025.5", not the YAML number 2025.1 (quote it)',
      'change.affects must list who is affected, from integrations, custom-cards, add-ons, api-clients, android-app',
      'change has an unknown key "colour"',
    ]);
  });

  it('reads the doc pages a change concerns, or why none does, and the members it names', () => {
    const base = {kind: 'removal', release: '2026.3', affects: ['integrations']};
    const members = ['white_value', {name: 'ATTR_COLOR_TEMP', use: 'ATTR_COLOR_TEMP_KELVIN'}];
    expect(readChanges({change: {...base, docs: ['/docs/core/entity/light'], members}}).changes).toEqual([
      {
        ...base,
        docs: ['/docs/core/entity/light'],
        members: [{name: 'white_value'}, {name: 'ATTR_COLOR_TEMP', use: 'ATTR_COLOR_TEMP_KELVIN'}],
      },
    ]);
    expect(readChanges({change: {...base, docs: [], no_docs: 'No page covers the recorder schema.'}}).changes).toEqual([
      {...base, docs: [], noDocs: 'No page covers the recorder schema.'},
    ]);
  });

  it('refuses a change without doc pages and without a reason, routes that are not routes, and malformed members', () => {
    const base = {kind: 'removal', release: '2026.3', affects: ['integrations']};
    const problemsOf = (extra: object) => readChanges({change: {...base, ...extra}}).problems;
    expect(problemsOf({})).toEqual([
      'change.docs must list the routes of the doc pages that document the change, such as /docs/core/entity/light, or be [] with no_docs saying why no page does',
    ]);
    expect(problemsOf({docs: []})).toEqual([
      'change.docs is empty: name the doc pages, or say in no_docs why no doc page concerns the change',
    ]);
    expect(problemsOf({docs: ['docs/core/entity/light.md']})[0]).toMatch(/^change\.docs must list the routes/);
    expect(problemsOf({docs: ['/docs/core/entity/light/']})[0]).toMatch(/^change\.docs must list the routes/);
    expect(problemsOf({docs: ['/docs/core/entity/light'], no_docs: 'why'})).toEqual(['change has both docs and no_docs: keep one']);
    expect(problemsOf({docs: ['/docs/core/entity/light'], members: ['two words']})).toEqual([
      'change.members must list names as code spells them, each a name or a mapping of name and use',
    ]);
    expect(problemsOf({docs: ['/docs/core/entity/light'], members: [{name: 'x', instead: 'y'}]})).toHaveLength(1);
  });

  it('names the post of every doc route that is no doc page', () => {
    const change = {kind: 'removal' as const, release: '2026.3', affects: ['integrations' as const]};
    const problems = unknownDocRoutes(
      [
        {source: '@site/blog/a.md', changes: [{...change, docs: ['/docs/core/entity/light', '/docs/core/entity/lamp']}]},
        {source: '@site/blog/b.md', changes: [{...change, docs: [], noDocs: 'none'}]},
      ],
      new Set(['/docs/core/entity/light']),
    );
    expect(problems).toEqual([
      '@site/blog/a.md: change.docs names /docs/core/entity/lamp, which is no doc page (moved or renamed? name its route now)',
    ]);
  });

  it('refuses a removal that does not come after the release', () => {
    expect(
      readChanges({change: {kind: 'deprecation', release: '2025.6', removal: '2025.6', affects: ['integrations'], docs: ['/docs/x']}})
        .problems,
    ).toEqual(['change.removal (2025.6) must come after change.release (2025.6)']);
  });

  it('fails a post without change data, or a deprecation or breaking-change post without releases, naming the file', () => {
    const problems = changeProblems([
      {source: '@site/blog/2025-01-01-a.md', tags: ['entities', 'deprecation'], frontMatter: {}},
      {source: '@site/blog/2025-01-02-b.md', tags: ['breaking-change'], frontMatter: {}},
      {source: '@site/blog/2025-01-03-c.md', tags: ['entities'], frontMatter: {}},
      {
        source: '@site/blog/2025-01-04-d.md',
        tags: ['deprecation'],
        frontMatter: {change: {kind: 'deprecation', release: '2025.2', affects: ['integrations'], docs: ['/docs/x']}},
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

describe('changes on doc pages', () => {
  const removal = entry({
    kind: 'removal',
    release: '2026.3',
    title: 'Remove deprecated light features',
    permalink: '/blog/2026/02/23/remove-deprecate-light-features',
    date: '2026-02-23',
    members: [{name: 'ATTR_COLOR_TEMP', use: 'ATTR_COLOR_TEMP_KELVIN'}],
  });
  const battery = entry({
    release: '2025.8',
    removal: '2026.8',
    title: 'Vacuum battery properties are deprecated',
    permalink: '/blog/2025/07/02/vacuum-battery-properties-deprecated',
    date: '2025-07-02',
    docs: ['/docs/core/entity/vacuum'],
    members: [{name: 'battery_level'}, {name: 'VacuumEntityFeature.BATTERY'}],
  });
  const older = entry({
    release: '2022.5',
    removal: '2026.1',
    summary: 'Light constants',
    permalink: '/blog/2022/05/03/constants',
    date: '2022-05-03',
  });
  const added = entry({
    kind: 'new-api',
    release: '2026.3',
    title: 'Same release, later post',
    permalink: '/blog/2026/03/01/x',
    date: '2026-03-01',
  });

  it('gives each doc its changes, newest release first, each with an anchor of its own', () => {
    const byDoc = changesByDoc([older, removal, battery, added]);
    expect(byDoc.get('/docs/core/entity/light')!.map((c) => c.summary)).toEqual([
      'Same release, later post',
      'Remove deprecated light features',
      'Light constants',
    ]);
    expect(byDoc.get('/docs/core/entity/light')!.map((c) => c.id)).toEqual([
      'change-2026-3-x',
      'change-2026-3-remove-deprecate-light-features',
      'change-2022-5-constants',
    ]);
    expect(byDoc.get('/docs/core/entity/vacuum')!.map((c) => c.id)).toEqual(['change-2025-8-vacuum-battery-properties-deprecated']);
  });

  it('says whether the end release has passed as of the docs release', () => {
    expect(endWords('2026.8', '2026.8')).toBe('stopped working in 2026.8');
    expect(endWords('2027.2', '2026.8')).toBe('stops working in 2027.2, after 2026.8');
    expect(markWords({kind: 'deprecation', release: '2025.8', removal: '2026.8'}, '2026.8')).toBe(
      'Deprecated in 2025.8, stopped working in 2026.8',
    );
    expect(markWords({kind: 'deprecation', release: '2026.6', removal: '2026.12'}, '2026.8')).toBe(
      'Deprecated in 2026.6, stops working in 2026.12',
    );
    expect(markWords({kind: 'removal', release: '2026.3'}, '2026.8')).toBe('Removed in 2026.3');
  });

  it('marks members by their full name and by the last part of a qualified name, never for a new API', () => {
    const [change] = changesByDoc([battery]).get('/docs/core/entity/vacuum')!;
    const marks = marksByMember([change!, {...change!, kind: 'new-api', members: [{name: 'activity'}]}]);
    expect([...marks.keys()]).toEqual(['battery_level', 'VacuumEntityFeature.BATTERY', 'BATTERY']);
  });

  type Node = {
    type: string;
    value?: string;
    url?: string;
    depth?: number;
    children?: Node[];
    data?: {hProperties?: Record<string, unknown>};
  };
  const t = (value: string): Node => ({type: 'text', value});
  const c = (value: string): Node => ({type: 'inlineCode', value});
  const row = (...cells: Node[][]): Node => ({type: 'tableRow', children: cells.map((children) => ({type: 'tableCell', children}))});
  const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

  it('puts a mark after a member heading and in a member table row, linking to the entry', () => {
    const [change] = changesByDoc([battery]).get('/docs/core/entity/vacuum')!;
    const tree: Node = {
      type: 'root',
      children: [
        {type: 'heading', depth: 3, children: [c('battery_level')]},
        {type: 'paragraph', children: [t('Text.')]},
        {
          type: 'table',
          children: [row([t('Value')], [t('Description')]), row([c('BATTERY')], [t('Battery.')]), row([c('MAP')], [t('A map.')])],
        },
      ],
    };
    markMembers(tree as never, [change!], '2026.8');
    const [, mark, , table] = tree.children!;
    expect(mark!.type).toBe('paragraph');
    expect(mark!.children![0]).toMatchObject({type: 'link', url: '#change-2025-8-vacuum-battery-properties-deprecated'});
    expect(textOf(mark!)).toBe('Deprecated in 2025.8, stopped working in 2026.8');
    expect(textOf(table!.children![1]!.children![1]!)).toBe('Battery.Deprecated in 2025.8, stopped working in 2026.8');
    expect(textOf(table!.children![2]!)).toBe('MAPA map.');
    expect(textOf(table!.children![0]!)).toBe('ValueDescription');
  });

  it('writes the section: headings for the table of contents, and the component that renders each part of the list', () => {
    const [esm, heading, list] = changesSection(
      '/docs/core/entity/light',
      changesByDoc([removal]).get('/docs/core/entity/light')!,
    ) as Node[];
    expect(esm!.type).toBe('mdxjsEsm');
    expect(heading).toMatchObject({
      type: 'heading',
      depth: 2,
      data: {hProperties: {id: 'changes-by-release', className: ['doc-changes-heading']}},
    });
    expect(list).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'DocChanges',
      attributes: [{name: 'route', value: '/docs/core/entity/light'}],
    });
  });

  const many = Array.from({length: 7}, (_, i) =>
    entry({release: i < 4 ? '2026.2' : '2025.4', title: `Change ${i}`, permalink: `/blog/p${i}`, date: `2025-0${i + 1}-01`}),
  );

  it('gives a long list a heading and a part per year', () => {
    const nodes = changesSection('/docs/core/entity/light', changesByDoc(many).get('/docs/core/entity/light')!) as Node[];
    expect(nodes.filter((n) => n.type === 'heading').map((n) => [n.depth, textOf(n), n.data!.hProperties!.id])).toEqual([
      [2, 'Changes by release', 'changes-by-release'],
      [3, '2026', 'changes-2026'],
      [3, '2025', 'changes-2025'],
    ]);
    const parts = nodes.filter((n) => n.type === 'mdxJsxFlowElement') as unknown as {attributes: {name: string; value: string}[]}[];
    expect(parts.map((p) => p.attributes.find((a) => a.name === 'year')?.value)).toEqual([undefined, '2026', '2025']);
  });

  const html = (changes: DocChange[]) => renderToStaticMarkup(createElement(DocChangesList, {changes, docsRelease: '2026.8'}));

  it('lists each change: release, kind, post link, end release, and members with what to use', () => {
    const markup = html(changesByDoc([removal, older]).get('/docs/core/entity/light')!);
    expect(markup).toContain(
      '<li id="change-2026-3-remove-deprecate-light-features"><strong>2026.3</strong> <span class="doc-change-kind doc-change-kind--removal">Removal</span>: ' +
        '<a href="/blog/2026/02/23/remove-deprecate-light-features">Remove deprecated light features</a>.' +
        '<ul><li><code>ATTR_COLOR_TEMP</code> removed in 2026.3: use <code>ATTR_COLOR_TEMP_KELVIN</code></li></ul></li>',
    );
    expect(markup).toContain('Light constants</a>; the old way stopped working in 2026.1.');
    expect(markup).not.toContain('<h3');
  });

  it('renders a year part with the entries of that year only, and the introduction without the list of a long page', () => {
    const changes = changesByDoc(many).get('/docs/core/entity/light')!;
    const part = (year?: string) => renderToStaticMarkup(createElement(DocChangesList, {changes, docsRelease: '2026.8', year}));
    expect(part().match(/<li/g)).toBeNull();
    expect(part('2026').match(/<li id=/g)).toHaveLength(4);
    expect(part('2025').match(/<li id=/g)).toHaveLength(3);
  });

  it('refuses, naming the post, a doc route that is no doc page', () => {
    const docs = [
      {source: '@site/docs/core/entity/light.md', permalink: '/docs/core/entity/light', title: 'Light entity', sidebar: 'Core'},
    ];
    const moved = {...removal, docs: ['/docs/core/entity/lights'], source: '@site/blog/2026-02-23-remove-deprecate-light-features.md'};
    expect(() => joinChangesToDocs([moved], docs)).toThrow(
      '@site/blog/2026-02-23-remove-deprecate-light-features.md: change.docs names /docs/core/entity/lights, which is no doc page',
    );
    const {bySource, index, byArea} = joinChangesToDocs([{...removal, source: '@site/blog/x.md'}], docs);
    expect([...bySource.entries()].map(([source, doc]) => [source, doc.route, doc.changes.length])).toEqual([
      ['docs/core/entity/light.md', '/docs/core/entity/light', 1],
    ]);
    expect(index).toEqual({titles: {'/docs/core/entity/light': 'Light entity'}, areas: [{slug: 'core', title: 'Core', count: 1}]});
    expect(byArea.get('core')![0]).not.toHaveProperty('source');
  });
});
