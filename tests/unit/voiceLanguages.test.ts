import {describe, expect, it} from 'vitest';
import {compareVoiceLanguages, languagesSource, voiceLanguages} from '../../src/data/voiceLanguages';

// Keys of languages.yaml: a primary language subtag, optionally followed by a script (Latn) or a region, whose case
// varies upstream (de-CH, pt-br, zh-cn).
const LANGUAGE_CODE = /^[a-z]{2,3}(-([A-Z][a-z]{3}|[A-Za-z]{2}))?$/;
const REGION = /^[A-Z]{2}$/;

describe('voice language data', () => {
  it('names its source file and commit in the intents repository', () => {
    expect(languagesSource).toMatchObject({repository: 'home-assistant/intents', file: 'languages.yaml'});
    expect(languagesSource.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(languagesSource.committed <= '2026-08-19').toBe(true);
  });

  it('lists every language of languages.yaml at that commit', () => {
    expect(voiceLanguages).toHaveLength(62);
  });

  it('keeps upstream spellings of codes and native names', () => {
    const byCode = new Map(voiceLanguages.map((language) => [language.code, language]));
    expect(byCode.get('pt-br')?.nativeName).toBe('Português (Brasil)');
    expect(byCode.get('nb')?.nativeName).toBe('Norsk Bokmål');
    expect(byCode.get('sr-Latn')?.nativeName).toBe('Srpski');
    expect(byCode.get('ar')?.rtl).toBe(true);
    expect(byCode.get('en')?.regions).toEqual(['US', 'GB']);
  });

  it('has unique, well-formed codes', () => {
    const codes = voiceLanguages.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => !LANGUAGE_CODE.test(code))).toEqual([]);
  });

  it('has non-empty, unique names', () => {
    for (const language of voiceLanguages) {
      expect(language.name.trim(), language.code).not.toBe('');
      expect(language.nativeName.trim(), language.code).not.toBe('');
    }
    const names = voiceLanguages.map((language) => language.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has plausible leader counts and region codes', () => {
    for (const language of voiceLanguages) {
      expect(Number.isInteger(language.leaders) && language.leaders >= 0, language.code).toBe(true);
      expect(
        language.regions.filter((region) => !REGION.test(region)),
        language.code,
      ).toEqual([]);
    }
  });

  it('is stored in the order it is displayed', () => {
    const sorted = [...voiceLanguages].sort(compareVoiceLanguages);
    expect(voiceLanguages.map((language) => language.code)).toEqual(sorted.map((language) => language.code));
  });
});
