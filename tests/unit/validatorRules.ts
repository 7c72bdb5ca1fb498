// The rules Home Assistant's validators apply to the files a developer writes, for checking the samples in docs/
// (validatorRules.test.ts). Each check names the validator and the rule it comes from. Read at the 2026.8 pins of
// config/sources.ts: core's hassfest (script/hassfest/manifest.py, quality_scale.py, translations.py, services.py) and
// the intents repository's intentfest (script/intentfest/validate.py). Each function returns one line per broken rule.
import {rules as qualityScaleRules} from '../../src/data/qualityScale';

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: Json) => Array.isArray(value) && value.every((item) => typeof item === 'string');

function unknownKeys(value: Record<string, Json>, allowed: readonly string[], where: string, rule: string): string[] {
  return Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .map((key) => `${where}: "${key}" is not an allowed key (${rule})`);
}

// --- manifest.json: core:script/hassfest/manifest.py -----------------------------------------------------------

/** IntegrationType of script/hassfest/model.py, without `virtual`, which has a schema of its own. */
const INTEGRATION_TYPES = ['device', 'entity', 'hardware', 'helper', 'hub', 'service', 'system'];
/** SUPPORTED_IOT_CLASSES. */
const IOT_CLASSES = ['assumed_state', 'calculated', 'cloud_polling', 'cloud_push', 'local_polling', 'local_push'];
/** SUPPORTED_QUALITY_SCALES: the scaled tiers, then the non-scaled ones. */
const QUALITY_SCALES = ['bronze', 'silver', 'gold', 'platinum', 'custom', 'no_score', 'internal', 'legacy'];
/** INTEGRATION_MANIFEST_SCHEMA's keys. */
const MANIFEST_KEYS = [
  'domain',
  'name',
  'integration_type',
  'config_flow',
  'mqtt',
  'zeroconf',
  'ssdp',
  'bluetooth',
  'homekit',
  'dhcp',
  'usb',
  'documentation',
  'quality_scale',
  'requirements',
  'dependencies',
  'after_dependencies',
  'codeowners',
  'loggers',
  'disabled',
  'iot_class',
  'single_config_entry',
  'preview_features',
];
/** CUSTOM_INTEGRATION_MANIFEST_SCHEMA adds these. */
const CUSTOM_MANIFEST_KEYS = ['version', 'issue_tracker', 'import_executor'];
const CORE_DOCUMENTATION = 'https://www.home-assistant.io/integrations';

/**
 * A whole manifest (it has `domain` and `name`). It is a custom integration's when it has `version`, which
 * hassfest requires of custom integrations only. `domain` is taken as one that needs an IoT class (NO_IOT_CLASS
 * lists entity platforms and Home Assistant's own building blocks, never a sample integration).
 */
export function manifestProblems(manifest: Json): string[] {
  if (!isObject(manifest)) return ['manifest.json must be an object'];
  const custom = 'version' in manifest;
  const rule = custom ? 'CUSTOM_INTEGRATION_MANIFEST_SCHEMA' : 'INTEGRATION_MANIFEST_SCHEMA';
  if (manifest.integration_type === 'virtual') {
    return unknownKeys(
      manifest,
      ['domain', 'name', 'integration_type', 'iot_standards', 'supported_by'],
      'manifest',
      'VIRTUAL_INTEGRATION_MANIFEST_SCHEMA',
    );
  }
  const problems = unknownKeys(manifest, custom ? [...MANIFEST_KEYS, ...CUSTOM_MANIFEST_KEYS] : MANIFEST_KEYS, 'manifest', rule);
  for (const key of ['domain', 'name', 'documentation', 'codeowners']) {
    if (!(key in manifest)) problems.push(`manifest: "${key}" is required (${rule})`);
  }
  if ('codeowners' in manifest && !isStringList(manifest.codeowners)) problems.push('manifest: "codeowners" must be a list of strings');
  for (const key of ['requirements', 'dependencies', 'after_dependencies', 'loggers', 'mqtt']) {
    if (key in manifest && !isStringList(manifest[key])) problems.push(`manifest: "${key}" must be a list of strings (${rule})`);
  }
  if ('integration_type' in manifest && !INTEGRATION_TYPES.includes(manifest.integration_type as string)) {
    problems.push(`manifest: integration_type "${String(manifest.integration_type)}" is not one of ${INTEGRATION_TYPES.join(', ')}`);
  }
  if (!('iot_class' in manifest)) problems.push('manifest: "iot_class" is missing ("Domain is missing an IoT Class", validate_manifest)');
  else if (!IOT_CLASSES.includes(manifest.iot_class as string))
    problems.push(`manifest: iot_class "${String(manifest.iot_class)}" is not one of SUPPORTED_IOT_CLASSES`);
  if ('quality_scale' in manifest && !QUALITY_SCALES.includes(manifest.quality_scale as string)) {
    problems.push(`manifest: quality_scale "${String(manifest.quality_scale)}" is not one of SUPPORTED_QUALITY_SCALES`);
  }
  for (const key of ['config_flow', 'single_config_entry', 'import_executor']) {
    if (key in manifest && typeof manifest[key] !== 'boolean') problems.push(`manifest: "${key}" must be true or false`);
  }
  const documentation = manifest.documentation;
  if (typeof documentation === 'string') {
    if (!custom && !documentation.startsWith(CORE_DOCUMENTATION))
      problems.push(`manifest: a core integration's documentation must begin with ${CORE_DOCUMENTATION} (core_documentation_url)`);
    if (custom && (!documentation.startsWith('https://') || documentation.startsWith(CORE_DOCUMENTATION))) {
      problems.push("manifest: a custom integration's documentation must be an https URL of its own (custom_documentation_url)");
    }
  }
  const keys = Object.keys(manifest);
  const expected = [
    ...keys.filter((key) => key === 'domain'),
    ...keys.filter((key) => key === 'name'),
    ...keys.filter((key) => key !== 'domain' && key !== 'name').sort(),
  ];
  if (keys.join() !== expected.join())
    problems.push(`manifest: keys must be sorted as domain, name, then alphabetically (sort_manifest): ${expected.join(', ')}`);
  return problems;
}

// --- quality_scale.yaml: core:script/hassfest/quality_scale.py --------------------------------------------------

const RULE_IDS = new Set(qualityScaleRules.map((rule) => rule.id));

/**
 * The file's SCHEMA: one top-level key, `rules`; each rule of ALL_RULES maps to `todo` or `done`, or to a mapping of a
 * `status` and a required `comment`, and `exempt` only in that mapping form. hassfest requires every rule; a sample
 * that shows a few of them is checked for those it shows.
 */
export function qualityScaleProblems(file: Json): string[] {
  if (!isObject(file)) return ['quality_scale.yaml must be a mapping'];
  const problems = unknownKeys(file, ['rules'], 'quality_scale.yaml', 'SCHEMA has the one key rules');
  if (!isObject(file.rules)) return [...problems, 'quality_scale.yaml: "rules" must be a mapping of rule ids'];
  for (const [rule, value] of Object.entries(file.rules)) {
    if (!RULE_IDS.has(rule)) problems.push(`quality_scale.yaml: "${rule}" is not a rule of ALL_RULES`);
    if (value === 'todo' || value === 'done') continue;
    if (value === 'exempt') {
      problems.push(`quality_scale.yaml: ${rule}: exempt needs the mapping form with a comment`);
      continue;
    }
    if (!isObject(value)) {
      problems.push(`quality_scale.yaml: ${rule}: "${String(value)}" is not todo, done or a status mapping`);
      continue;
    }
    problems.push(...unknownKeys(value, ['status', 'comment'], `quality_scale.yaml: ${rule}`, 'a status and a comment'));
    if (!['todo', 'done', 'exempt'].includes(value.status as string))
      problems.push(`quality_scale.yaml: ${rule}: status must be todo, done or exempt`);
    if (typeof value.comment !== 'string' || !value.comment.trim())
      problems.push(`quality_scale.yaml: ${rule}: the mapping form requires a comment`);
  }
  return problems;
}

// --- strings.json: core:script/hassfest/translations.py ----------------------------------------------------------

/** RE_TRANSLATION_KEY: lowercase letters, digits, - and _, not at either end, never two in a row. */
const TRANSLATION_KEY = /^(?!.+[_-]{2})(?![_-])[a-z0-9-_]+(?<![_-])$/;

/** translation_value_validator: no HTML, no quoted placeholder, no combined reference, no outer spaces. */
function valueProblems(value: Json, where: string): string[] {
  if (typeof value !== 'string') return [`${where}: a translation must be a string`];
  const problems: string[] = [];
  if (/<[a-z/][^>]*>/i.test(value)) problems.push(`${where}: no HTML in translations (string_with_no_html)`);
  if (/'\{\w+\}'/.test(value)) problems.push(`${where}: no placeholder inside single quotes`);
  if (/(.+\[%)|(%\].+)/.test(value)) problems.push(`${where}: a reference must be the whole string (no combined translations)`);
  if (value !== value.trim()) problems.push(`${where}: no leading or trailing spaces`);
  return problems;
}

const stringMap = (value: Json, where: string) =>
  isObject(value) ? Object.entries(value).flatMap(([key, text]) => valueProblems(text, `${where}.${key}`)) : [`${where} must be a mapping`];

/** gen_data_entry_schema: config, options and repair fix flows. */
function dataEntryProblems(flow: Json, where: string): string[] {
  if (!isObject(flow)) return [`${where} must be a mapping`];
  const problems = unknownKeys(
    Object.fromEntries(Object.entries(flow).filter(([key]) => key !== 'title')),
    ['flow_title', 'step', 'error', 'abort', 'progress', 'create_entry'],
    where,
    'gen_data_entry_schema',
  );
  if ('title' in flow)
    problems.push(`${where}: "title" is not part of a flow: the integration's title sits at the root of strings.json (REMOVED_TITLE_MSG)`);
  for (const key of ['error', 'abort', 'progress', 'create_entry'])
    if (key in flow) problems.push(...stringMap(flow[key], `${where}.${key}`));
  if (!('step' in flow)) {
    // A sample may show only the errors and aborts of a flow; hassfest requires `step` of the whole file.
    return problems;
  }
  if (!isObject(flow.step)) return [...problems, `${where}.step must be a mapping of step ids`];
  for (const [stepId, step] of Object.entries(flow.step)) {
    const at = `${where}.step.${stepId}`;
    if (!isObject(step)) {
      problems.push(`${at} must be a mapping`);
      continue;
    }
    problems.push(
      ...unknownKeys(
        step,
        ['title', 'description', 'data', 'data_description', 'menu_options', 'submit', 'sections'],
        at,
        'gen_data_entry_schema step',
      ),
    );
    for (const key of ['title', 'description', 'submit']) if (key in step) problems.push(...valueProblems(step[key], `${at}.${key}`));
    for (const key of ['data', 'data_description', 'menu_options']) if (key in step) problems.push(...stringMap(step[key], `${at}.${key}`));
    if (isObject(step.data_description)) {
      for (const key of Object.keys(step.data_description)) {
        if (!isObject(step.data) || !(key in step.data))
          problems.push(`${at}: data_description key ${key} is not in data (data_description_validator)`);
      }
    }
  }
  return problems;
}

/**
 * gen_strings_schema, the parts samples show: flows, entity and device names and states, exceptions, issues and
 * services. Keys the schema has besides these (selector, device_automation, system_health, newer sections) are not
 * checked here.
 */
export function stringsProblems(strings: Json): string[] {
  if (!isObject(strings)) return ['strings.json must be an object'];
  const problems: string[] = [];
  if ('title' in strings) problems.push(...valueProblems(strings.title, 'title'));
  for (const flow of ['config', 'options']) if (flow in strings) problems.push(...dataEntryProblems(strings[flow], flow));
  if (isObject(strings.entity)) {
    for (const [platform, keys] of Object.entries(strings.entity)) {
      if (!isObject(keys)) {
        problems.push(`entity.${platform} must be a mapping of translation keys`);
        continue;
      }
      for (const [key, entry] of Object.entries(keys)) {
        const at = `entity.${platform}.${key}`;
        if (!TRANSLATION_KEY.test(key)) problems.push(`${at}: invalid translation key (RE_TRANSLATION_KEY)`);
        if (!isObject(entry)) {
          problems.push(`${at} must be a mapping`);
          continue;
        }
        problems.push(...unknownKeys(entry, ['name', 'state', 'state_attributes', 'unit_of_measurement'], at, 'entity translation'));
        if ('name' in entry) problems.push(...valueProblems(entry.name, `${at}.name`));
        if (isObject(entry.state)) {
          for (const state of Object.keys(entry.state))
            if (!TRANSLATION_KEY.test(state)) problems.push(`${at}.state.${state}: invalid translation key (RE_TRANSLATION_KEY)`);
          problems.push(...stringMap(entry.state, `${at}.state`));
        }
      }
    }
  }
  if (isObject(strings.exceptions)) {
    for (const [key, entry] of Object.entries(strings.exceptions)) {
      if (!/^[a-z0-9_]+$/.test(key)) problems.push(`exceptions.${key}: keys are slugs (cv.slug)`);
      if (!isObject(entry)) problems.push(`exceptions.${key} must be a mapping with a message`);
      else {
        problems.push(...unknownKeys(entry, ['message'], `exceptions.${key}`, '_EXCEPTIONS_SCHEMA'));
        if ('message' in entry) problems.push(...valueProblems(entry.message, `exceptions.${key}.message`));
      }
    }
  }
  if (isObject(strings.issues)) {
    for (const [key, issue] of Object.entries(strings.issues)) {
      const at = `issues.${key}`;
      if (!isObject(issue)) {
        problems.push(`${at} must be a mapping`);
        continue;
      }
      problems.push(...unknownKeys(issue, ['title', 'description', 'fix_flow'], at, 'gen_issues_schema'));
      if (!('title' in issue)) problems.push(`${at}: "title" is required (gen_issues_schema)`);
      if ('description' in issue === 'fix_flow' in issue)
        problems.push(`${at}: exactly one of description and fix_flow (vol.Exclusive, has_at_least_one_key)`);
      if ('fix_flow' in issue) problems.push(...dataEntryProblems(issue.fix_flow, `${at}.fix_flow`));
    }
  }
  if (isObject(strings.services)) {
    for (const [service, entry] of Object.entries(strings.services)) {
      const at = `services.${service}`;
      if (!TRANSLATION_KEY.test(service)) problems.push(`${at}: invalid service key (RE_TRANSLATION_KEY)`);
      if (!isObject(entry)) {
        problems.push(`${at} must be a mapping`);
        continue;
      }
      problems.push(...unknownKeys(entry, ['name', 'description', 'fields', 'sections'], at, 'services translation'));
      for (const key of ['name', 'description']) if (!(key in entry)) problems.push(`${at}: "${key}" is required`);
      if (isObject(entry.fields)) {
        for (const [field, info] of Object.entries(entry.fields)) {
          if (!isObject(info) || !('name' in info) || !('description' in info))
            problems.push(`${at}.fields.${field}: "name" and "description" are required`);
        }
      }
    }
  }
  return problems;
}

// --- services.yaml: core:script/hassfest/services.py -------------------------------------------------------------

const FIELD_KEYS = ['example', 'default', 'required', 'advanced', 'selector', 'filter'];

/**
 * CORE_INTEGRATION_SERVICES_SCHEMA and CUSTOM_INTEGRATION_SERVICES_SCHEMA: slug service names; a service has
 * `target` and `fields` (a field, or a section with `fields` and `collapsed`); names and descriptions live in
 * strings.json for core integrations, while a custom integration may write them here.
 */
export function servicesProblems(file: Json, {custom}: {custom: boolean}): string[] {
  if (!isObject(file)) return ['services.yaml must be a mapping of services'];
  const problems: string[] = [];
  const extra = custom ? ['name', 'description'] : [];
  const rule = custom ? 'CUSTOM_INTEGRATION_SERVICE_SCHEMA' : 'CORE_INTEGRATION_SERVICE_SCHEMA';
  for (const [service, entry] of Object.entries(file)) {
    if (service.startsWith('.')) continue; // YAML anchors: vol.Remove(starts_with_dot)
    if (!/^[a-z0-9_]+$/.test(service)) problems.push(`${service}: service names are slugs (cv.slug)`);
    if (entry === null) continue;
    if (!isObject(entry)) {
      problems.push(`${service} must be a mapping or empty`);
      continue;
    }
    problems.push(...unknownKeys(entry, ['target', 'fields', ...extra], service, rule));
    if (!isObject(entry.fields)) continue;
    for (const [name, field] of Object.entries(entry.fields)) {
      const at = `${service}.fields.${name}`;
      if (!isObject(field)) {
        problems.push(`${at} must be a mapping`);
        continue;
      }
      if ('fields' in field) {
        problems.push(...unknownKeys(field, ['collapsed', 'fields', ...extra], at, 'a section'));
        continue;
      }
      problems.push(
        ...unknownKeys(field, [...FIELD_KEYS, ...extra], at, custom ? 'CUSTOM_INTEGRATION_FIELD_SCHEMA' : 'CORE_INTEGRATION_FIELD_SCHEMA'),
      );
      for (const key of ['example', 'default'])
        if (key in field && field[key] === null) problems.push(`${at}.${key}: cannot be empty (exists)`);
    }
  }
  return problems;
}

// --- intents: intents:script/intentfest/validate.py ---------------------------------------------------------------

/** SENTENCE_MATCHER: words and template syntax only, no punctuation. */
const SENTENCE = /^[\p{L}\p{N}_\p{M} :\-'|()[\]{}<>;]+$/u;

/** SENTENCE_SCHEMA: `language`, and `intents` whose `data` blocks have `sentences` and a few optional keys. */
export function sentencesProblems(file: Json): string[] {
  if (!isObject(file)) return ['a sentence file must be a mapping'];
  const problems = unknownKeys(file, ['language', 'intents'], 'sentences', 'SENTENCE_SCHEMA');
  if (typeof file.language !== 'string') problems.push('sentences: "language" is required');
  if (!isObject(file.intents)) return problems;
  for (const [intent, entry] of Object.entries(file.intents)) {
    if (!isObject(entry) || !Array.isArray(entry.data)) {
      problems.push(`${intent}: "data" is required and is a list`);
      continue;
    }
    if (isObject(entry)) problems.push(...unknownKeys(entry, ['data'], intent, 'SENTENCE_SCHEMA'));
    entry.data.forEach((block: Json, index: number) => {
      const at = `${intent}.data[${index}]`;
      if (!isObject(block)) return problems.push(`${at} must be a mapping`);
      problems.push(
        ...unknownKeys(
          block,
          ['expansion_rules', 'sentences', 'slots', 'requires_context', 'excludes_context', 'response', 'metadata', 'required_keywords'],
          at,
          'SENTENCE_SCHEMA',
        ),
      );
      if (!Array.isArray(block.sentences)) return problems.push(`${at}: "sentences" is required`);
      for (const sentence of block.sentences) {
        if (typeof sentence !== 'string' || !SENTENCE.test(sentence))
          problems.push(`${at}: "${String(sentence)}" has punctuation (SENTENCE_MATCHER)`);
      }
      return undefined;
    });
  }
  return problems;
}

/** TESTS_SCHEMA: `language` and `tests`, each with `sentences`, an `intent` with a `name`, and plain slot values. */
export function intentTestsProblems(file: Json): string[] {
  if (!isObject(file)) return ['a test file must be a mapping'];
  const problems = unknownKeys(file, ['language', 'tests'], 'tests', 'TESTS_SCHEMA');
  if (typeof file.language !== 'string') problems.push('tests: "language" is required');
  if (!Array.isArray(file.tests)) return [...problems, 'tests: "tests" is required and is a list'];
  file.tests.forEach((test: Json, index: number) => {
    const at = `tests[${index}]`;
    if (!isObject(test)) return problems.push(`${at} must be a mapping`);
    problems.push(...unknownKeys(test, ['sentences', 'intent', 'response'], at, 'TESTS_SCHEMA'));
    if (!isStringList(test.sentences)) problems.push(`${at}: "sentences" is required, a list of strings`);
    if (!isObject(test.intent) || typeof test.intent.name !== 'string') return problems.push(`${at}: "intent" with a "name" is required`);
    problems.push(...unknownKeys(test.intent, ['name', 'slots', 'context'], `${at}.intent`, 'TESTS_SCHEMA'));
    for (const key of ['slots', 'context'] as const) {
      const values = test.intent[key];
      if (isObject(values)) {
        for (const [slot, value] of Object.entries(values))
          if (isObject(value)) problems.push(`${at}.intent.${key}.${slot}: a value, not a mapping (match_anything_but_dict)`);
      }
    }
    return undefined;
  });
  return problems;
}
