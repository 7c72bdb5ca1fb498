import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {accessibleTheme, contrastRatio, darkCodeTheme, lightCodeTheme, parseColor, withContrast} from '../../config/prismThemes';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('code block themes', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 0);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
  });

  it('leaves colours that already pass alone and fixes the ones that do not', () => {
    expect(withContrast('#000000', '#ffffff')).toBe('#000000');
    const fixed = withContrast('#36acaa', '#f6f8fa');
    expect(contrastRatio(rgb(fixed), rgb('#f6f8fa'))).toBeGreaterThanOrEqual(4.5);
  });

  for (const [name, theme] of Object.entries({light: lightCodeTheme, dark: darkCodeTheme})) {
    it(`every token colour of the ${name} theme reaches 4.5:1 on its background`, () => {
      const bg = parseColor(theme.plain.backgroundColor!)!;
      expect(contrastRatio(parseColor(theme.plain.color!)!, bg)).toBeGreaterThanOrEqual(4.5);
      for (const style of theme.styles) {
        if (!style.style.color) continue;
        const fg = parseColor(style.style.color);
        expect(fg, style.style.color).not.toBeNull();
        expect(contrastRatio(fg!, bg), style.types.join()).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('keeps the token types of the original theme', () => {
    expect(accessibleTheme(themes.github).styles.map((s) => s.types)).toEqual(themes.github.styles.map((s) => s.types));
  });
});
