// Languages with template sentences for Home Assistant's built-in conversation agent, rendered on
// docs/voice/intent-recognition/supported-languages.md. Only identity facts live here (code and names);
// the intents repository's languages.yaml stays the authoritative list with coverage details.
// tests/unit/voiceLanguages.test.ts keeps the codes well formed and the order as displayed.

/** `supported`: sentences are merged and the language can be selected in Assist. `in-progress`: first sentences are being written. */
export type VoiceLanguageStatus = 'supported' | 'in-progress';

export interface VoiceLanguage {
  /** BCP 47 style language code (e.g. `pt-BR`); the intents repository's folder names derive from it, though the case of a region suffix may differ. */
  code: string;
  /** English name, used for sorting. */
  name: string;
  /** Name of the language in the language itself. */
  nativeName: string;
  /** Number of language leaders, when known. */
  leaders?: number;
  status: VoiceLanguageStatus;
}

export const voiceLanguageStatusLabels: Readonly<Record<VoiceLanguageStatus, string>> = {
  supported: 'Supported',
  'in-progress': 'In progress',
};

/** The order languages are displayed in: by English name. */
export function compareVoiceLanguages(a: VoiceLanguage, b: VoiceLanguage): number {
  return a.name.localeCompare(b.name, 'en');
}

export const voiceLanguages: readonly VoiceLanguage[] = [
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', status: 'supported' },
  { code: 'bg', name: 'Bulgarian', nativeName: 'Български', status: 'supported' },
  { code: 'ca', name: 'Catalan', nativeName: 'Català', status: 'supported' },
  { code: 'cs', name: 'Czech', nativeName: 'Čeština', status: 'supported' },
  { code: 'da', name: 'Danish', nativeName: 'Dansk', status: 'supported' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', status: 'supported' },
  { code: 'en', name: 'English', nativeName: 'English', status: 'supported' },
  { code: 'fi', name: 'Finnish', nativeName: 'Suomi', status: 'supported' },
  { code: 'fr', name: 'French', nativeName: 'Français', status: 'supported' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', status: 'supported' },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά', status: 'supported' },
  { code: 'he', name: 'Hebrew', nativeName: 'עברית', status: 'supported' },
  { code: 'hu', name: 'Hungarian', nativeName: 'Magyar', status: 'supported' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', status: 'supported' },
  { code: 'nb', name: 'Norwegian Bokmål', nativeName: 'Norsk bokmål', status: 'supported' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', status: 'supported' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', status: 'supported' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', status: 'supported' },
  { code: 'ro', name: 'Romanian', nativeName: 'Română', status: 'supported' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', status: 'supported' },
  { code: 'sk', name: 'Slovak', nativeName: 'Slovenčina', status: 'supported' },
  { code: 'sl', name: 'Slovenian', nativeName: 'Slovenščina', status: 'supported' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', status: 'supported' },
  { code: 'sv', name: 'Swedish', nativeName: 'Svenska', status: 'supported' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', status: 'supported' },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська', status: 'supported' },
  { code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt', status: 'supported' },
];
