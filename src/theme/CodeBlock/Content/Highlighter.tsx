// Prism, the configured extra languages and both code themes: the chunk that turns code into highlighted tokens,
// loaded only when a block has to be highlighted in the browser (see ../loaders.ts).
import {normalizeTokens, Prism, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {darkCodeTheme, lightCodeTheme} from '@site/config/prismThemes';
import {themeDictionary, type TokenStyleDictionary} from '../tokenStyles';

// The theme registers `prism.additionalLanguages` from a client module in the main bundle; src/plugins/lazy-prism
// swaps that module for an empty one, so the languages are registered here, when Prism is first needed.
prismIncludeLanguages(Prism);

/** The code split into lines of tokens (an unknown language gives plain lines). */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const environment = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', environment);
  environment.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', environment);
  return normalizeTokens(environment.tokens);
}

const dictionaries = new Map<string, [TokenStyleDictionary, TokenStyleDictionary]>();

/** The light and the dark theme's token styles for a language. */
export function themeDictionaries(language: string): [TokenStyleDictionary, TokenStyleDictionary] {
  let pair = dictionaries.get(language);
  if (!pair) {
    pair = [themeDictionary(lightCodeTheme, language), themeDictionary(darkCodeTheme, language)];
    dictionaries.set(language, pair);
  }
  return pair;
}
