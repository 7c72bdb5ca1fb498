import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinIntents } from '../../src/data/intents';

describe('built-in intents data', () => {
  it('lists intents', () => {
    expect(builtinIntents.length).toBeGreaterThan(0);
  });

  it('has unique intent names', () => {
    const names = builtinIntents.map((intent) => intent.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(builtinIntents.map((intent) => [intent.name, intent] as const))('%s is well formed', (_name, intent) => {
    expect(intent.name).toMatch(/^Hass[A-Z][A-Za-z]+$/);
    expect(intent.description.trim().length).toBeGreaterThan(0);

    const slotNames = intent.slots.map((slot) => slot.name);
    expect(new Set(slotNames).size).toBe(slotNames.length);
    for (const slot of intent.slots) {
      expect(slot.name).toMatch(/^[a-z][a-z_]*$/);
      expect(slot.description.trim().length).toBeGreaterThan(0);
    }
    for (const domain of intent.domains ?? []) {
      expect(domain).toMatch(/^[a-z][a-z_]*$/);
    }
  });

  it('keeps backticks in descriptions balanced so inline code renders', () => {
    const texts = builtinIntents.flatMap((intent) => [intent.description, ...intent.slots.map((slot) => slot.description)]);
    for (const text of texts) {
      expect((text.match(/`/g) ?? []).length % 2).toBe(0);
    }
  });
});

describe('built-in intents page', () => {
  const page = fs.readFileSync(path.join(process.cwd(), 'docs/intent_builtin.md'), 'utf8').replace(/\r\n/g, '\n');

  it('renders the data through the component', () => {
    expect(page).toContain("import BuiltinIntents from '@site/src/components/BuiltinIntents';");
    expect(page).toMatch(/^<BuiltinIntents \/>$/m);
    expect(page).toMatch(/^toc_max_heading_level: 2$/m);
  });

  it('does not list a deprecated intent among the supported ones', () => {
    const deprecated = [...page.matchAll(/^### (Hass\w+)$/gm)].map((match) => match[1]);
    expect(deprecated.length).toBeGreaterThan(0);
    const supported = new Set(builtinIntents.map((intent) => intent.name));
    expect(deprecated.filter((name) => supported.has(name))).toEqual([]);
  });
});
