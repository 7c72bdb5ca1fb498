// Languages of Home Assistant's built-in conversation agent, rendered on
// docs/voice/intent-recognition/supported-languages.md by the SupportedLanguages component.
// Mirrors languages.yaml of home-assistant/intents (languagesSource below): the code, native name, number of
// language leaders, writing direction and the regions with speech support come from that file; the English name
// is ours, for sorting. tests/unit/voiceLanguages.test.ts keeps the data well formed and in display order.

// The upstream file this data was checked against: the newest commit of the intents repository before 2026-08-20
// available to us (re-checked for the 2026.8 docs; the mirror holds nothing newer than this commit).
export const languagesSource = {
  repository: 'home-assistant/intents',
  file: 'languages.yaml',
  commit: 'aa550032a57b67c13995c032220bc4101521ead2',
  committed: '2025-07-04',
} as const;

export interface VoiceLanguage {
  /** Key in languages.yaml, which is also the folder name under sentences/ (the case of a suffix varies: `pt-br`, `sr-Latn`). */
  code: string;
  /** English name, used for sorting. */
  name: string;
  /** Name of the language in the language itself, as languages.yaml spells it. */
  nativeName: string;
  /** Number of language leaders listed for the language. */
  leaders: number;
  /** Written right to left. */
  rtl?: boolean;
  /** Regions (ISO 3166 country codes) for which languages.yaml records speech-to-text and text-to-speech support. */
  regions: readonly string[];
}

/** The order languages are displayed in: by English name. */
export function compareVoiceLanguages(a: VoiceLanguage, b: VoiceLanguage): number {
  return a.name.localeCompare(b.name, 'en');
}

export const voiceLanguages: readonly VoiceLanguage[] = [
  { code: 'af', name: 'Afrikaans', nativeName: 'Afrikaans', leaders: 0, regions: ['ZA'] },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', leaders: 2, rtl: true, regions: ['JO'] },
  { code: 'eu', name: 'Basque', nativeName: 'Euskara', leaders: 1, regions: ['ES'] },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', leaders: 0, regions: ['BD', 'IN'] },
  { code: 'bg', name: 'Bulgarian', nativeName: 'Български', leaders: 1, regions: ['BG'] },
  { code: 'ca', name: 'Catalan', nativeName: 'Català', leaders: 1, regions: ['ES'] },
  { code: 'zh-hk', name: 'Chinese (Hong Kong)', nativeName: '繁體中文（香港）', leaders: 1, regions: ['HK'] },
  { code: 'zh-cn', name: 'Chinese (Simplified)', nativeName: '简体中文', leaders: 1, regions: ['CN'] },
  { code: 'zh-tw', name: 'Chinese (Taiwan)', nativeName: '繁體中文（台灣）', leaders: 1, regions: ['TW'] },
  { code: 'kw', name: 'Cornish', nativeName: 'kernewek', leaders: 0, regions: [] },
  { code: 'hr', name: 'Croatian', nativeName: 'Hrvatski', leaders: 1, regions: ['HR'] },
  { code: 'cs', name: 'Czech', nativeName: 'Čeština', leaders: 2, regions: ['CZ'] },
  { code: 'da', name: 'Danish', nativeName: 'Dansk', leaders: 2, regions: ['DK'] },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', leaders: 1, regions: ['BE', 'NL'] },
  { code: 'en', name: 'English', nativeName: 'English', leaders: 2, regions: ['US', 'GB'] },
  { code: 'et', name: 'Estonian', nativeName: 'Eesti', leaders: 0, regions: ['EE'] },
  { code: 'fi', name: 'Finnish', nativeName: 'Suomi', leaders: 2, regions: ['FI'] },
  { code: 'fr', name: 'French', nativeName: 'Français', leaders: 2, regions: ['FR'] },
  { code: 'gl', name: 'Galician', nativeName: 'Galician', leaders: 1, regions: ['ES'] },
  { code: 'ka', name: 'Georgian', nativeName: 'ქართული', leaders: 1, regions: ['GE'] },
  { code: 'de', name: 'German', nativeName: 'Deutsch', leaders: 3, regions: ['DE'] },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά', leaders: 1, regions: ['GR'] },
  { code: 'gu', name: 'Gujarati', nativeName: 'Gujarati', leaders: 0, regions: ['IN'] },
  { code: 'he', name: 'Hebrew', nativeName: 'עברית', leaders: 2, rtl: true, regions: ['IL'] },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', leaders: 1, regions: ['IN'] },
  { code: 'hu', name: 'Hungarian', nativeName: 'Magyar', leaders: 2, regions: ['HU'] },
  { code: 'is', name: 'Icelandic', nativeName: 'íslenska', leaders: 1, regions: ['IS'] },
  { code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', leaders: 0, regions: ['ID'] },
  { code: 'ga', name: 'Irish', nativeName: 'Gaeilge', leaders: 0, regions: ['IE'] },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', leaders: 2, regions: ['IT'] },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', leaders: 0, regions: [] },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', leaders: 0, regions: ['IN'] },
  { code: 'ko', name: 'Korean', nativeName: '한국어', leaders: 1, regions: ['KR'] },
  { code: 'lv', name: 'Latvian', nativeName: 'Latviešu', leaders: 2, regions: ['LV'] },
  { code: 'lt', name: 'Lithuanian', nativeName: 'Lietuvių', leaders: 1, regions: ['LT'] },
  { code: 'lb', name: 'Luxembourgish', nativeName: 'Lëtzebuergesch', leaders: 1, regions: ['LU'] },
  { code: 'ms', name: 'Malay', nativeName: 'Bahasa Melayu', leaders: 1, regions: ['MY'] },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', leaders: 1, regions: ['IN'] },
  { code: 'mr', name: 'Marathi', nativeName: 'Marathi', leaders: 0, regions: ['IN'] },
  { code: 'mn', name: 'Mongolian', nativeName: 'монгол хэл', leaders: 1, regions: ['MN'] },
  { code: 'ne', name: 'Nepali', nativeName: 'नेपाली', leaders: 1, regions: ['NP'] },
  { code: 'nb', name: 'Norwegian Bokmål', nativeName: 'Norsk Bokmål', leaders: 1, regions: ['NO'] },
  { code: 'fa', name: 'Persian', nativeName: 'فارسی', leaders: 0, rtl: true, regions: ['IR'] },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', leaders: 2, regions: ['PL'] },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', leaders: 3, regions: ['PT'] },
  { code: 'pt-br', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', leaders: 3, regions: ['BR'] },
  { code: 'ro', name: 'Romanian', nativeName: 'Română', leaders: 2, regions: ['RO'] },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', leaders: 1, regions: ['RU'] },
  { code: 'sr', name: 'Serbian (Cyrillic)', nativeName: 'Српски', leaders: 2, regions: ['RS'] },
  { code: 'sr-Latn', name: 'Serbian (Latin)', nativeName: 'Srpski', leaders: 1, regions: [] },
  { code: 'sk', name: 'Slovak', nativeName: 'Slovenčina', leaders: 1, regions: ['SK'] },
  { code: 'sl', name: 'Slovenian', nativeName: 'Slovenščina', leaders: 1, regions: ['SI'] },
  { code: 'es', name: 'Spanish', nativeName: 'Español', leaders: 1, regions: ['ES', 'MX'] },
  { code: 'sw', name: 'Swahili', nativeName: 'Kiswahili', leaders: 1, regions: ['KE'] },
  { code: 'sv', name: 'Swedish', nativeName: 'Svenska', leaders: 1, regions: ['SE'] },
  { code: 'de-CH', name: 'Swiss German', nativeName: 'Schwyzerdütsch', leaders: 1, regions: ['CH'] },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', leaders: 0, regions: ['IN'] },
  { code: 'th', name: 'Thai', nativeName: 'ภาษาไทย', leaders: 0, regions: ['TH'] },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', leaders: 1, regions: ['TR'] },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська', leaders: 1, regions: ['UA'] },
  { code: 'ur', name: 'Urdu', nativeName: 'اُردُو', leaders: 1, regions: ['IN'] },
  { code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt', leaders: 1, regions: ['VN'] },
];
