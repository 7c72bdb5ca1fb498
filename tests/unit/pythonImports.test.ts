// Every Home Assistant name a Python sample imports, on the docs checked against a release (`checked_against`), must
// exist in that release: tests/data/ha-imports.json records, per module, the names read from its source file.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {homeAssistantImports, importsOfDocs, isChecked, pythonSamples} from './pythonImports';

type ModuleRecord = {source: string; names: string[]};
type ImportRecord = {release: string; repository: string; modules: Record<string, ModuleRecord>};

const record = JSON.parse(readFileSync('tests/data/ha-imports.json', 'utf8')) as ImportRecord;

describe('the import record (tests/data/ha-imports.json)', () => {
  it('names the release and repository it was read from', () => {
    expect(record.release).toMatch(/^20\d\d\.\d{1,2}$/);
    expect(record.repository).toBe('home-assistant/core');
  });

  it('gives each module the source file that defines it', () => {
    for (const [module, {source, names}] of Object.entries(record.modules)) {
      const path = module.replace(/\./g, '/');
      expect([`${path}.py`, `${path}/__init__.py`], module).toContain(source);
      expect(new Set(names).size, `${module} lists a name twice`).toBe(names.length);
    }
  });
});

describe('Python samples in the checked docs', () => {
  const imports = importsOfDocs('docs');

  it('are found (the reader of samples works)', () => {
    expect(imports.length).toBeGreaterThan(50);
  });

  it('import only modules and names that exist in the recorded release', () => {
    const unknown = imports.flatMap(({file, line, module, names}) => {
      const known = record.modules[module];
      if (!known) return [`${file}:${line}: module ${module} is not in the record`];
      return names.filter((name) => !known.names.includes(name)).map((name) => `${file}:${line}: ${module}.${name}`);
    });
    expect(unknown).toEqual([]);
  });
});

describe('reading imports from a sample', () => {
  it('finds plain, aliased and parenthesised imports, and ignores other packages', () => {
    const code = [
      'from __future__ import annotations',
      'import voluptuous as vol',
      'import homeassistant.helpers.config_validation as cv',
      'from homeassistant.core import HomeAssistant, callback as cb',
      'from homeassistant.const import (',
      '    CONF_HOST,  # the address',
      '    Platform,',
      ')',
      'from .const import DOMAIN',
    ].join('\n');
    expect(homeAssistantImports(code)).toEqual([
      {module: 'homeassistant.core', names: ['HomeAssistant', 'callback'], line: 3},
      {module: 'homeassistant.const', names: ['CONF_HOST', 'Platform'], line: 4},
      {module: 'homeassistant.helpers.config_validation', names: [], line: 2},
    ]);
  });

  it('reads only pages with checked_against in their front matter', () => {
    expect(isChecked('---\ntitle: "A"\nchecked_against: "2025.11"\n---\nText')).toBe(true);
    expect(isChecked('---\ntitle: "A"\n---\nchecked_against: "2025.11"')).toBe(false);
  });

  it('reads python and py fences only, including indented ones', () => {
    const markdown = ['```python', 'a = 1', '```', '```yaml', 'b: 2', '```', '  ```py', '  c = 3', '  ```'].join('\n');
    expect(pythonSamples(markdown).map((s) => s.code)).toEqual(['a = 1\n', 'c = 3\n']);
  });
});
