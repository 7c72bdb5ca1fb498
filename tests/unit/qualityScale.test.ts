import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checklistMarkdown} from '../../src/components/QualityScaleChecklist/checklistMarkdown';
import {qualityScaleSource, ruleDocId, rulePath, rules, rulesByTier, tiers} from '../../src/data/qualityScale';

const rulesDir = path.join(process.cwd(), 'docs/core/integration-quality-scale/rules');
const pageIds = fs
  .readdirSync(rulesDir)
  .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_'))
  .map((name) => name.replace(/\.mdx?$/, ''));

function readPage(id: string): string {
  const file = ['.md', '.mdx'].map((ext) => path.join(rulesDir, id + ext)).find((f) => fs.existsSync(f));
  if (!file) throw new Error(`no page for rule ${id}`);
  return fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
}

function frontMatterTitle(text: string): string | undefined {
  const block = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  const raw = block.match(/^title:\s*(.+)$/m)?.[1].trim();
  if (!raw) return undefined;
  if (raw.startsWith('"')) return JSON.parse(raw) as string;
  if (raw.startsWith("'")) return raw.slice(1, -1).replace(/''/g, "'");
  return raw;
}

// The text of the page's "## Exceptions" section, up to the next level-2 heading.
function exceptionsSection(text: string): string | undefined {
  return text.match(/^## Exceptions\n([\s\S]*?)(?=^## |(?![\s\S]))/m)?.[1];
}

describe('quality scale rule data', () => {
  it('has a page for every rule', () => {
    const missing = rules.filter((rule) => !pageIds.includes(rule.id)).map((rule) => rule.id);
    expect(missing).toEqual([]);
  });

  it('lists every rule page', () => {
    const ids = new Set(rules.map((rule) => rule.id));
    expect(pageIds.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('has unique rule ids', () => {
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
  });

  it('uses the page front matter titles', () => {
    for (const rule of rules) expect(frontMatterTitle(readPage(rule.id)), rule.id).toBe(rule.title);
  });

  it('matches each page Exceptions section', () => {
    for (const rule of rules) {
      const section = exceptionsSection(readPage(rule.id));
      expect(section, `${rule.id} has no Exceptions section`).toBeDefined();
      expect(/\bno exceptions\b/i.test(section ?? ''), rule.id).toBe(!rule.hasExceptions);
    }
  });

  it('holds 20 bronze, 10 silver, 21 gold and 3 platinum rules, in tier order', () => {
    expect(rules).toHaveLength(54);
    expect(tiers.map((tier) => rulesByTier(tier).length)).toEqual([20, 10, 21, 3]);
    expect(rules.map((rule) => rule.tier)).toEqual(tiers.flatMap((tier) => rulesByTier(tier).map(() => tier)));
  });

  it('builds doc ids and paths', () => {
    const [first] = rules;
    expect(ruleDocId(first)).toBe(`core/integration-quality-scale/rules/${first.id}`);
    expect(rulePath(first)).toBe(`/docs/core/integration-quality-scale/rules/${first.id}`);
  });
});

describe('checklistMarkdown', () => {
  const markdown = checklistMarkdown();

  it('contains every rule id exactly once', () => {
    for (const rule of rules) expect(markdown.split(`\`${rule.id}\``).length - 1, rule.id).toBe(1);
  });

  it('has one unchecked item per rule under a heading per tier', () => {
    expect(markdown.match(/^- \[ \] /gm)).toHaveLength(rules.length);
    expect(markdown.match(/^## .+$/gm)).toEqual(['## Bronze', '## Silver', '## Gold', '## Platinum']);
  });
});

describe('the source of the rule list', () => {
  it('names the files it was checked against for the release the docs describe', () => {
    expect(qualityScaleSource.release).toBe('2026.8');
    expect(qualityScaleSource.files[0]).toMatchObject({commit: '186ad0639'});
    expect(qualityScaleSource.files.map((source) => `${source.repository}:${source.file}`)).toEqual([
      'home-assistant/developers.home-assistant:docs/core/integration-quality-scale/_includes/tiers.json',
      'home-assistant/core:script/hassfest/quality_scale.py',
    ]);
  });
});
