import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {codeBlockTheme, darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';
import {plainLines, themeDictionary, tokenStyle, TOKEN_STYLE_VARIABLES} from '../../src/theme/CodeBlock/tokenStyles';

const light: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#ffffff'},
  styles: [
    {types: ['string'], style: {color: '#0a0a0a'}},
    {types: ['url'], style: {color: '#0b0b0b'}},
    {types: ['comment'], style: {color: '#0c0c0c', fontStyle: 'italic'}},
    {types: ['keyword'], languages: ['python'], style: {color: '#0d0d0d'}},
    {types: ['keyword'], style: {fontWeight: 'bold'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#eeeeee', backgroundColor: '#000000'},
  styles: [{types: ['string'], style: {color: '#fafafa'}}],
};

describe('token styles for both colour modes', () => {
  it('collects a theme by token type, skipping entries for other languages and merging the rest in order', () => {
    expect(themeDictionary(light, 'python').keyword).toEqual({color: '#0d0d0d', fontWeight: 'bold'});
    expect(themeDictionary(light, 'bash').keyword).toEqual({fontWeight: 'bold'});
  });

  it('gives a token each theme’s values as custom properties, later types winning', () => {
    const l = themeDictionary(light, 'json');
    const d = themeDictionary(dark, 'json');
    // The dark theme has no `url` style: the token keeps its `string` colour there, the light theme's `url` wins.
    expect(tokenStyle(l, d, {types: ['string', 'url']})).toEqual({'--l': '#0b0b0b', '--d': '#fafafa'});
    expect(tokenStyle(l, d, {types: ['comment']})).toEqual({'--l': '#0c0c0c', '--ls': 'italic'});
    expect(tokenStyle(l, d, {types: ['punctuation']})).toBeUndefined();
  });

  it('leaves plain tokens unstyled and keeps empty tokens a line high', () => {
    const l = themeDictionary(light, 'json');
    expect(tokenStyle(l, l, {types: ['plain']})).toBeUndefined();
    expect(tokenStyle(l, l, {types: ['plain'], empty: true})).toEqual({display: 'inline-block'});
  });

  it('refuses a style property that no custom property carries', () => {
    const odd = {underlined: {textShadow: '0 0 1px red'}};
    expect(() => tokenStyle(odd, {}, {types: ['underlined']})).toThrow(/textShadow/);
  });

  it('splits code into plain lines, an empty line as an empty token', () => {
    expect(plainLines('a\n\nb')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });
});

describe('the site’s code themes and src/css/custom.css', () => {
  const css = readFileSync('src/css/custom.css', 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    expect(start, selector).toBeGreaterThanOrEqual(0);
    return css.slice(start, css.indexOf('}', start));
  };
  const value = (rules: string, name: string) =>
    rules
      .match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]
      .trim()
      .toLowerCase();

  it('configures one colour-mode independent theme whose plain colours are the CSS variables', () => {
    expect(codeBlockTheme).toEqual({
      plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
      styles: [],
    });
    for (const [selector, theme] of [
      [':root', lightCodeTheme],
      ["[data-theme='dark']", darkCodeTheme],
    ] as const) {
      expect(value(block(selector), '--code-color'), selector).toBe(theme.plain.color!.toLowerCase());
      expect(value(block(selector), '--code-background'), selector).toBe(theme.plain.backgroundColor!.toLowerCase());
    }
  });

  it('has a custom property, applied in each mode, for every style property the code themes use', () => {
    const light = block('.prism-code .token');
    const dark = block("[data-theme='dark'] .prism-code .token");
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      for (const {style} of theme.styles) {
        for (const [property, v] of Object.entries(style)) {
          if (v === undefined) continue;
          const variables = TOKEN_STYLE_VARIABLES[property];
          expect(variables, property).toBeDefined();
          const cssProperty = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
          expect(value(light, cssProperty)).toBe(`var(${variables[0]})`);
          expect(value(dark, cssProperty)).toBe(`var(${variables[1]})`);
        }
      }
    }
  });
});
