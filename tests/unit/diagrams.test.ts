import {describe, expect, it} from 'vitest';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  DIAGRAM_DIR,
  DIAGRAM_SCALE,
  DOCS_COLUMN_PX,
  widthForReadableLabels,
  SMALL_PRINT_PX,
  diagramFileName,
  diagramHash,
  diagramProblems,
  siteDiagrams,
  mermaidFences,
  parseDiagram,
  smallestFontSize,
  svgSize,
  viewBoxWidth,
} from '../../src/plugins/diagrams/diagrams.mjs';
import remarkDiagrams from '../../src/plugins/diagrams/remark';

const root = join(__dirname, '..', '..');
const description = '%% The integration creates a config entry, which holds devices, which hold the entities.';

describe('parseDiagram', () => {
  it('reads the caption from the title and the description from the leading %% lines', () => {
    const parsed = parseDiagram('title="Config entries hold devices"', `${description}\n%% second line.\nflowchart TB\n  A --> B`);
    expect(parsed).toEqual({
      caption: 'Config entries hold devices',
      description: 'The integration creates a config entry, which holds devices, which hold the entities. second line.',
      source: 'flowchart TB\n  A --> B',
    });
  });

  it('refuses a diagram without a caption, a description or a source', () => {
    expect(parseDiagram('', `${description}\nflowchart TB`)).toHaveProperty('error', expect.stringContaining('caption'));
    expect(parseDiagram('title="X"', 'flowchart TB\n  A --> B')).toHaveProperty('error', expect.stringContaining('description'));
    expect(parseDiagram('title="X"', '%% too short to describe anything\nflowchart TB')).toHaveProperty(
      'error',
      expect.stringContaining('description'),
    );
    expect(parseDiagram('title="X"', description)).toHaveProperty('error', expect.stringContaining('no Mermaid source'));
  });
});

describe('mermaidFences', () => {
  it('finds mermaid fences with their meta and line, and nothing else', () => {
    const markdown = 'Intro\n\n```python\nx = 1\n```\n\n```mermaid title="A"\nflowchart TB\n  A --> B\n```\n';
    expect(mermaidFences(markdown)).toEqual([{meta: 'title="A"', value: 'flowchart TB\n  A --> B', line: 7}]);
  });
});

describe('diagramHash', () => {
  it('changes with the source and ignores surrounding blank space', () => {
    expect(diagramHash('flowchart TB\n  A --> B')).toBe(diagramHash('\nflowchart TB\n  A --> B\n'));
    expect(diagramHash('flowchart TB\n  A --> B')).not.toBe(diagramHash('flowchart TB\n  A --> C'));
  });
});

type Node = {
  type: string;
  name?: string;
  lang?: string;
  meta?: string;
  value?: string;
  attributes?: {name: string; value: string}[];
  children?: Node[];
};

describe('remarkDiagrams', () => {
  const transform = remarkDiagrams({baseUrl: '/', siteDir: root});
  const [first] = siteDiagrams(root) as {caption: string; description: string; source: string; hash: string}[];

  it('turns a fence into a figure with both SVGs, the caption and the description', () => {
    const tree: Node = {
      type: 'root',
      children: [{type: 'code', lang: 'mermaid', meta: `title="${first.caption}"`, value: `%% ${first.description}\n${first.source}`}],
    };
    transform(tree as never, {path: 'docs/x.md'});
    const figure = tree.children![0];
    expect(figure).toMatchObject({type: 'mdxJsxFlowElement', name: 'figure'});
    const [frame, caption, details] = figure.children!;
    const images = frame.children!.map((image) => Object.fromEntries(image.attributes!.map(({name, value}) => [name, value])));
    expect(images.map((image) => image.src)).toEqual([
      `/diagrams/${diagramFileName(first.hash, 'light')}`,
      `/diagrams/${diagramFileName(first.hash, 'dark')}`,
    ]);
    expect(images[0]).toMatchObject({alt: first.caption, 'aria-describedby': `diagram-${first.hash}`, loading: 'eager'});
    expect(Number(images[0].width)).toBeGreaterThan(0);
    expect(caption.children![0].value).toBe(first.caption);
    // One "Open full size" link per colour mode, to the same SVG the image of that mode shows.
    const links = caption.children!.filter((child) => child.name === 'a');
    expect(links.map((link) => link.attributes!.find(({name}) => name === 'href')!.value)).toEqual(
      images.map((image) => `pathname://${image.src}`),
    );
    expect(links[0].attributes!.find(({name}) => name === 'aria-label')!.value).toContain(first.caption);
    expect(details.children![1].children![0].value).toBe(first.description);
  });

  it('fails with the file, line and a remedy when a diagram is too wide for the docs column', () => {
    const wide = Array.from({length: 8}, (_, i) => `  Hub --> Device${i}["A rather long device label ${i}"]`).join('\n');
    const source = `flowchart TB\n${wide}`;
    const hash = diagramHash(source);
    const paths = (['light', 'dark'] as const).map((mode) => join(root, DIAGRAM_DIR, diagramFileName(hash, mode)));
    const svg = '<svg width="2600" height="200" viewBox="0 0 2000 200"><text font-size="11">x</text></svg>';
    for (const path of paths) writeFileSync(path, svg);
    try {
      const tree: Node = {
        type: 'root',
        children: [
          {type: 'code', lang: 'mermaid', meta: 'title="Wide"', value: `${description}\n${source}`, position: {start: {line: 7}}} as Node,
        ],
      };
      expect(() => transform(tree as never, {path: 'docs/wide.md'})).toThrow(
        /docs\/wide\.md:7: .*needs 2182 px.*491 px.*redraw it narrower/,
      );
    } finally {
      for (const path of paths) rmSync(path);
    }
  });

  it('fails with the file, line and a remedy when the SVG of a fence was not rendered', () => {
    const tree: Node = {
      type: 'root',
      children: [
        {
          type: 'code',
          lang: 'mermaid',
          meta: 'title="New"',
          value: `${description}\nflowchart TB\n  Never --> Rendered`,
          position: {start: {line: 12}},
        } as Node,
      ],
    };
    expect(() => transform(tree as never, {path: 'docs/new.md'})).toThrow(/docs\/new\.md:12: .*npm run diagrams/);
  });

  it('leaves other code blocks alone', () => {
    const tree: Node = {type: 'root', children: [{type: 'code', lang: 'python', value: 'x = 1'}]};
    transform(tree as never, {path: 'docs/x.md'});
    expect(tree.children![0].type).toBe('code');
  });
});

describe('the diagrams of the site', () => {
  const diagrams = siteDiagrams(root) as {where: string; hash: string}[];

  it('are on every page the architecture, auth, registry, intent, voice, flow, Supervisor and Android docs need', () => {
    const pages = new Set(diagrams.map(({where}) => where.replace(/:\d+$/, '')));
    const wanted = [
      'docs/architecture_index.md',
      'docs/architecture/core.md',
      'docs/dev_101_hass.md',
      'docs/architecture/devices-and-services.md',
      'docs/architecture_components.md',
      'docs/auth_index.md',
      'docs/auth_api.md',
      'docs/auth_auth_module.md',
      'docs/device_registry_index.md',
      'docs/intent_index.md',
      'docs/voice/overview.md',
      'docs/voice/pipelines/index.md',
      'docs/data_entry_flow_index.md',
      'docs/supervisor.md',
      'docs/apps/communication.md',
      'docs/android/architecture/overview.md',
      'docs/core/integration/config_flow.md',
    ];
    for (const page of wanted) {
      expect(pages).toContain(page);
    }
  });

  it('have SVGs in step with their sources, and no SVG without a source', async () => {
    const problems = (await diagramProblems(root)) as {kind: string; name: string; where?: string}[];
    expect(problems.map(({kind, name, where}) => `${kind} ${name} ${where ?? ''}`)).toEqual([]);
  });

  it('fit the docs column at 997 px with labels of 12 px or more', () => {
    for (const {hash, where} of diagrams) {
      const svg = readFileSync(join(root, DIAGRAM_DIR, diagramFileName(hash, 'light')), 'utf8');
      expect(widthForReadableLabels(svg), where).toBeLessThanOrEqual(DOCS_COLUMN_PX);
    }
  });

  it('show no text smaller than the small print, and load no web font', () => {
    for (const {hash} of diagrams) {
      for (const mode of ['light', 'dark'] as const) {
        const svg = readFileSync(join(root, DIAGRAM_DIR, diagramFileName(hash, mode)), 'utf8');
        const scale = svgSize(svg).width / viewBoxWidth(svg);
        expect(scale).toBeCloseTo(DIAGRAM_SCALE, 1);
        expect(smallestFontSize(svg) * scale).toBeGreaterThanOrEqual(SMALL_PRINT_PX);
        // Labels may name URLs; nothing may be fetched from one.
        expect(svg).not.toMatch(/@import|url\(\s*['"]?https?:|href="https?:/);
      }
    }
  });
});
