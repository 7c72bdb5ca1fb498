// The samples in docs/ that are the input of a Home Assistant validator pass that validator's rules as of 2026.8
// (tests/unit/validatorRules.ts names the validator and rule behind each check). A sample is recognised by its
// content: a JSON object with `domain` and `name` is a manifest, YAML with `rules:` a quality scale file, and so on.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {markdownFiles} from '../../src/utils/markdownFiles.mjs';
import {
  intentTestsProblems,
  manifestProblems,
  qualityScaleProblems,
  sentencesProblems,
  servicesProblems,
  stringsProblems,
} from './validatorRules';

type Sample = {file: string; line: number; language: string; title?: string; code: string};

function samplesOf(dir: string): Sample[] {
  const fence = /^([ \t]*)(`{3,})[ \t]*(json|yaml)\b([^\n]*)\n([\s\S]*?)^\1\2[ \t]*$/gm;
  return (markdownFiles(dir) as string[]).flatMap((file) => {
    const markdown = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
    return [...markdown.matchAll(fence)].map((match) => ({
      file,
      line: markdown.slice(0, match.index).split('\n').length + 1,
      language: match[3]!,
      title: /title="([^"]+)"/.exec(match[4]!)?.[1],
      code: match[5]!.replace(new RegExp(`^${match[1]}`, 'gm'), ''),
    }));
  });
}

/** The parsed sample, or undefined for a fragment that is not a whole JSON or YAML document (`...` elisions). */
function parsed(sample: Sample): unknown {
  try {
    return sample.language === 'json' ? JSON.parse(sample.code) : parseYaml(sample.code);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type Kind = 'manifest' | 'quality_scale' | 'strings' | 'services' | 'sentences' | 'intent tests';

/** An icons.json names icons (`default`, `state`, `range`, `service`), not text: its rules are not covered here. */
const isIcons = (value: Record<string, unknown>) => /"(default|range|service)"\s*:/.test(JSON.stringify(value));

/** A file of the intents repository, named by the sample's title: `sentences/en/light_HassTurnOn.yaml`. */
const INTENTS_FILE = /^(sentences|tests)\/[a-z]{2,3}(?:[-_][A-Za-z]+)?\/([a-z_]+_)?(\w+)\.yaml$/;

function kindOf(sample: Sample, value: unknown): Kind | undefined {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  // Hassil templates elsewhere (custom sentences in a user's configuration) follow hassil, not the repository's rules.
  const intentsFile = sample.title ? INTENTS_FILE.exec(sample.title) : null;
  if (intentsFile) return intentsFile[1] === 'sentences' ? 'sentences' : 'intent tests';
  if (sample.language === 'json' && isIcons(value)) return undefined;
  if (
    sample.language === 'json' &&
    'domain' in value &&
    'name' in value &&
    ('codeowners' in value || 'iot_class' in value || 'documentation' in value)
  )
    return 'manifest';
  if (
    sample.language === 'json' &&
    keys.some((key) => ['config', 'options', 'entity', 'exceptions', 'issues', 'services'].includes(key)) &&
    keys.every((key) => isObject(value[key]) || key === 'title')
  )
    return 'strings';
  if (sample.language === 'yaml' && keys.length === 1 && keys[0] === 'rules') return 'quality_scale';
  if (
    sample.language === 'yaml' &&
    keys.length > 0 &&
    keys.every(
      (key) =>
        /^[a-z0-9_]+$/.test(key) &&
        (value[key] === null || (isObject(value[key]) && Object.keys(value[key] as object).some((k) => k === 'fields' || k === 'target'))),
    )
  ) {
    return 'services';
  }
  return undefined;
}

const samples = samplesOf('docs').flatMap((sample) => {
  const value = parsed(sample);
  const kind = kindOf(sample, value);
  return kind ? [{...sample, kind, value}] : [];
});

const problemsOf = (kind: Kind, value: unknown, code: string): string[] => {
  switch (kind) {
    case 'manifest':
      return manifestProblems(value);
    case 'quality_scale':
      return qualityScaleProblems(value);
    case 'strings':
      return stringsProblems(value);
    case 'services':
      // A sample that names its services here is a custom integration's: core keeps the names in strings.json.
      return servicesProblems(value, {custom: /^\s+(name|description):/m.test(code)});
    case 'sentences':
      return sentencesProblems(value);
    case 'intent tests':
      return intentTestsProblems(value);
  }
};

/** validate.py: a test file `<domain>_<Intent>.yaml` tests that intent only ("expected intent X but found Y"). */
function intentFileProblems(title: string | undefined, value: unknown): string[] {
  const match = title ? INTENTS_FILE.exec(title) : null;
  if (!match || match[1] !== 'tests' || !isObject(value) || !Array.isArray(value.tests)) return [];
  return value.tests
    .map((test: unknown) => (isObject(test) && isObject(test.intent) ? test.intent.name : undefined))
    .filter((name) => name !== match[3])
    .map((name) => `${title}: expected intent ${match[3]} but found ${String(name)}`);
}

describe('validator inputs in the docs', () => {
  it('are found, for every kind the rules cover', () => {
    const kinds = new Set(samples.map((sample) => sample.kind));
    expect([...kinds].sort()).toEqual(['intent tests', 'manifest', 'quality_scale', 'sentences', 'services', 'strings']);
  });

  for (const kind of ['manifest', 'quality_scale', 'strings', 'services', 'sentences', 'intent tests'] as const) {
    it(`pass the rules of their validator: ${kind}`, () => {
      const problems = samples
        .filter((sample) => sample.kind === kind)
        .flatMap((sample) =>
          [...problemsOf(kind, sample.value, sample.code), ...intentFileProblems(sample.title, sample.value)].map(
            (problem) => `${sample.file}:${sample.line}: ${problem}`,
          ),
        );
      expect(problems).toEqual([]);
    });
  }
});

describe('the rules themselves', () => {
  const manifest = {
    domain: 'example',
    name: 'Example',
    codeowners: ['@me'],
    config_flow: true,
    documentation: 'https://www.home-assistant.io/integrations/example',
    integration_type: 'hub',
    iot_class: 'local_polling',
    requirements: ['example-client==1.0.0'],
  };

  it('accept a whole core manifest, and require iot_class of a hub too', () => {
    expect(manifestProblems(manifest)).toEqual([]);
    const {iot_class: _, ...hub} = manifest;
    expect(manifestProblems(hub)).toEqual([expect.stringMatching(/"iot_class" is missing/)]);
  });

  it('require version, and its own documentation, of a custom integration', () => {
    expect(manifestProblems({...manifest, version: '1.0.0'})).toEqual([expect.stringMatching(/custom integration's documentation/)]);
    expect(manifestProblems({...manifest, documentation: 'https://github.com/me/example', version: '1.0.0'})).toEqual([]);
    expect(manifestProblems({...manifest, loggers: ['example'], issue_tracker: 'https://example.com'})).toEqual([
      expect.stringMatching(/"issue_tracker" is not an allowed key/),
      expect.stringMatching(/keys must be sorted/),
    ]);
  });

  it('refuse unsorted keys, unknown types and missing codeowners', () => {
    const {codeowners: _, ...noOwners} = manifest;
    expect(manifestProblems(noOwners)).toEqual([expect.stringMatching(/"codeowners" is required/)]);
    expect(manifestProblems({...manifest, integration_type: 'bridge'})).toEqual([expect.stringMatching(/integration_type "bridge"/)]);
    expect(
      manifestProblems({
        domain: 'example',
        codeowners: [],
        name: 'Example',
        documentation: manifest.documentation,
        iot_class: 'cloud_push',
      }),
    ).toEqual([expect.stringMatching(/sorted as domain, name, then alphabetically/)]);
  });

  it('require a comment with exempt, in the mapping form', () => {
    expect(qualityScaleProblems({rules: {'action-setup': 'done', brands: {status: 'exempt', comment: 'No brand.'}}})).toEqual([]);
    expect(qualityScaleProblems({rules: {brands: 'exempt'}})).toEqual([expect.stringMatching(/mapping form with a comment/)]);
    expect(qualityScaleProblems({rules: {brands: {status: 'exempt'}}})).toEqual([expect.stringMatching(/requires a comment/)]);
    expect(qualityScaleProblems({rules: {'made-up': 'done'}})).toEqual([expect.stringMatching(/not a rule of ALL_RULES/)]);
  });

  it('check translation values, keys and data descriptions', () => {
    expect(stringsProblems({config: {step: {user: {data: {host: 'Host'}, data_description: {port: 'Port'}}}}})).toEqual([
      expect.stringMatching(/data_description key port is not in data/),
    ]);
    expect(stringsProblems({entity: {sensor: {Bad_Key: {name: ' Name'}}}})).toEqual([
      expect.stringMatching(/invalid translation key/),
      expect.stringMatching(/leading or trailing spaces/),
    ]);
    expect(stringsProblems({issues: {old: {title: 'Old', description: 'x', fix_flow: {step: {}}}}})).toEqual([
      expect.stringMatching(/exactly one of description and fix_flow/),
    ]);
    expect(stringsProblems({config: {title: 'Mine', abort: {already_configured: "Device '{name}' exists"}}})).toEqual([
      expect.stringMatching(/"title" is not part of a flow/),
      expect.stringMatching(/inside single quotes/),
    ]);
  });

  it('keep service names out of a core services.yaml', () => {
    const file = {set_mode: {target: {entity: {domain: 'climate'}}, fields: {mode: {required: true, selector: {text: null}}}}};
    expect(servicesProblems(file, {custom: false})).toEqual([]);
    expect(servicesProblems({set_mode: {name: 'Set mode'}}, {custom: false})).toEqual([
      expect.stringMatching(/"name" is not an allowed key/),
    ]);
    expect(servicesProblems({set_mode: {name: 'Set mode'}}, {custom: true})).toEqual([]);
    expect(servicesProblems({'Set-Mode': null}, {custom: true})).toEqual([expect.stringMatching(/slugs/)]);
  });

  it('refuse punctuation in sentences and mappings as test slot values', () => {
    expect(sentencesProblems({language: 'en', intents: {HassTurnOn: {data: [{sentences: ['turn on [the] {name}']}]}}})).toEqual([]);
    expect(sentencesProblems({language: 'en', intents: {HassTurnOn: {data: [{sentences: ['turn on the light!']}]}}})).toEqual([
      expect.stringMatching(/punctuation/),
    ]);
    expect(
      intentTestsProblems({language: 'en', tests: [{sentences: ['x'], intent: {name: 'HassTurnOn', slots: {name: {value: 'x'}}}}]}),
    ).toEqual([expect.stringMatching(/not a mapping/)]);
  });
});
