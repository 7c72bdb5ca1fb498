import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtinIntents, intentsSource} from '../../src/data/intents';

// Snapshot of intents.yaml in home-assistant/intents at intentsSource.commit: whether each intent is marked
// supported, and its slots (`!` marks a required slot). Refresh it together with the data when the source moves.
const upstreamIntents: Record<string, {supported: boolean; slots: string[]}> = {
  HassTurnOn: {supported: true, slots: ['name', 'area', 'floor', 'domain', 'device_class']},
  HassTurnOff: {supported: true, slots: ['name', 'area', 'floor', 'domain', 'device_class']},
  HassGetState: {supported: true, slots: ['name', 'area', 'floor', 'domain', 'device_class', 'state']},
  HassNevermind: {supported: true, slots: []},
  HassRespond: {supported: true, slots: ['response']},
  HassBroadcast: {supported: true, slots: ['message!']},
  HassSetPosition: {supported: true, slots: ['name', 'area', 'floor', 'domain', 'device_class', 'position!']},
  HassGetCurrentDate: {supported: true, slots: []},
  HassGetCurrentTime: {supported: true, slots: []},
  HassLightSet: {supported: true, slots: ['name', 'area', 'floor', 'brightness', 'color']},
  HassClimateSetTemperature: {supported: true, slots: ['name', 'area', 'floor', 'temperature!']},
  HassClimateGetTemperature: {supported: true, slots: ['name', 'area', 'floor']},
  HassShoppingListAddItem: {supported: true, slots: ['item!']},
  HassShoppingListCompleteItem: {supported: false, slots: ['item!']},
  HassGetWeather: {supported: true, slots: ['name']},
  HassListAddItem: {supported: true, slots: ['item!', 'name!']},
  HassListCompleteItem: {supported: false, slots: ['item!', 'name!']},
  HassVacuumStart: {supported: true, slots: ['name', 'area', 'floor']},
  HassVacuumReturnToBase: {supported: true, slots: ['name', 'area']},
  HassMediaPause: {supported: true, slots: ['name', 'area']},
  HassMediaUnpause: {supported: true, slots: ['name', 'area']},
  HassMediaNext: {supported: true, slots: ['name', 'area']},
  HassMediaPrevious: {supported: true, slots: ['name', 'area']},
  HassSetVolume: {supported: true, slots: ['name', 'area', 'volume_level!']},
  HassMediaSearchAndPlay: {supported: false, slots: ['name', 'area', 'search_query!', 'media_class']},
  HassStartTimer: {supported: true, slots: ['hours', 'minutes', 'seconds', 'name', 'conversation_command']},
  HassCancelAllTimers: {supported: true, slots: ['area']},
  HassCancelTimer: {supported: true, slots: ['start_hours', 'start_minutes', 'start_seconds', 'name', 'area']},
  HassIncreaseTimer: {
    supported: true,
    slots: ['hours', 'minutes', 'seconds', 'start_hours', 'start_minutes', 'start_seconds', 'name', 'area'],
  },
  HassDecreaseTimer: {
    supported: true,
    slots: ['hours', 'minutes', 'seconds', 'start_hours', 'start_minutes', 'start_seconds', 'name', 'area'],
  },
  HassPauseTimer: {supported: true, slots: ['start_hours', 'start_minutes', 'start_seconds', 'name', 'area']},
  HassUnpauseTimer: {supported: true, slots: ['start_hours', 'start_minutes', 'start_seconds', 'name', 'area']},
  HassTimerStatus: {supported: true, slots: ['start_hours', 'start_minutes', 'start_seconds', 'name', 'area']},
};

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

describe('built-in intents data against intents.yaml', () => {
  it('names its source file and commit', () => {
    expect(intentsSource).toMatchObject({repository: 'home-assistant/intents', file: 'intents.yaml'});
    expect(intentsSource.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(intentsSource.committed <= '2026-08-19').toBe(true);
  });

  it('lists every intent intents.yaml marks as supported', () => {
    const listed = new Set(builtinIntents.map((intent) => intent.name));
    const missing = Object.entries(upstreamIntents)
      .filter(([name, info]) => info.supported && !listed.has(name))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it.each(builtinIntents.map((intent) => [intent.name, intent] as const))(
    '%s has the status and slots intents.yaml gives it',
    (name, intent) => {
      const upstream = upstreamIntents[name];
      if (!upstream) {
        expect(intent.upstream).toBe('absent');
        return;
      }
      expect(intent.upstream).toBe(upstream.supported ? 'supported' : 'unsupported');
      const slots = intent.slots.map((slot) => `${slot.name}${slot.required ? '!' : ''}`);
      expect([...slots].sort()).toEqual([...upstream.slots].sort());
    },
  );
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
