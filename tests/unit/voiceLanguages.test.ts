import { describe, expect, it } from 'vitest';
import {
  compareVoiceLanguages,
  voiceLanguageStatusLabels,
  voiceLanguages,
} from '../../src/data/voiceLanguages';

// A primary language subtag, optionally followed by a script (Latn) and/or a region (BR, 419).
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;

describe('voice language data', () => {
  it('is not empty', () => {
    expect(voiceLanguages.length).toBeGreaterThan(0);
  });

  it('has unique codes', () => {
    const codes = voiceLanguages.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has well-formed BCP 47 style codes', () => {
    const malformed = voiceLanguages.map((language) => language.code).filter((code) => !LANGUAGE_CODE.test(code));
    expect(malformed).toEqual([]);
  });

  it('has non-empty names', () => {
    for (const language of voiceLanguages) {
      expect(language.name.trim(), language.code).not.toBe('');
      expect(language.nativeName.trim(), language.code).not.toBe('');
    }
  });

  it('has unique English names', () => {
    const names = voiceLanguages.map((language) => language.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is stored in the order it is displayed', () => {
    const sorted = [...voiceLanguages].sort(compareVoiceLanguages);
    expect(voiceLanguages.map((language) => language.code)).toEqual(sorted.map((language) => language.code));
  });

  it('uses only known statuses and plausible leader counts', () => {
    for (const language of voiceLanguages) {
      expect(Object.keys(voiceLanguageStatusLabels)).toContain(language.status);
      if (language.leaders !== undefined) {
        expect(Number.isInteger(language.leaders) && language.leaders >= 0, language.code).toBe(true);
      }
    }
  });
});
