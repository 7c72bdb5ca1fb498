// Token styles for both colour modes at once. Prism's renderer styles each token from one theme; here a token gets
// the light and the dark theme's values as custom properties, which src/css/custom.css applies per mode.
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

/** Token type → its style, for one theme and one language. */
export type TokenStyleDictionary = Record<string, CSSProperties>;

export interface StyledToken {
  types: string[];
  empty?: boolean;
}

/** The custom properties that carry each style property the code themes use, light first. */
export const TOKEN_STYLE_VARIABLES: Record<string, [light: string, dark: string]> = {
  color: ['--l', '--d'],
  fontStyle: ['--ls', '--ds'],
  fontWeight: ['--lw', '--dw'],
  textDecorationLine: ['--lt', '--dt'],
};

/**
 * The styles of a theme by token type, for `language`: entries limited to other languages are skipped, and later
 * entries add to earlier ones (what Prism's renderer does). Properties set to `undefined` are left out.
 */
export function themeDictionary(theme: PrismTheme, language: string): TokenStyleDictionary {
  const dictionary: TokenStyleDictionary = {};
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  return dictionary;
}

/** One token's style in one theme: its types' styles merged in order, as Prism's renderer merges them. */
function resolve(dictionary: TokenStyleDictionary, types: readonly string[]): CSSProperties {
  const style: Record<string, unknown> = {};
  for (const type of types) {
    for (const [property, value] of Object.entries(dictionary[type] ?? {})) {
      if (value !== undefined) style[property] = value;
    }
  }
  return style as CSSProperties;
}

/**
 * The inline style of a token: each property's light and dark values as custom properties. An empty token keeps
 * `inline-block`, so an empty line still has a line's height. Throws for a style property that has no custom
 * property: a code theme with such a property needs a rule in src/css/custom.css first.
 */
export function tokenStyle(
  light: TokenStyleDictionary,
  dark: TokenStyleDictionary,
  {types, empty}: StyledToken,
): CSSProperties | undefined {
  const style: Record<string, string> = empty ? {display: 'inline-block'} : {};
  if (!(types.length === 1 && types[0] === 'plain')) {
    for (const [mode, values] of [
      [0, resolve(light, types)],
      [1, resolve(dark, types)],
    ] as const) {
      for (const [property, value] of Object.entries(values)) {
        const variables = TOKEN_STYLE_VARIABLES[property];
        if (!variables) throw new Error(`Code themes: no CSS custom property carries the token style "${property}".`);
        style[variables[mode]] = String(value);
      }
    }
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

export interface PlainToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** Code as lines of one plain token each: what a block shows before (or without) the highlighter. */
export function plainLines(code: string): PlainToken[][] {
  return code.split('\n').map((content) => [content ? {types: ['plain'], content} : {types: ['plain'], content: '', empty: true}]);
}
