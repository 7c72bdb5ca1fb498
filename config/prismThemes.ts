import {themes, type PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb | null {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/i);
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
}

const luminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => '#' + rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');

/** Moves a colour towards black (on light backgrounds) or white (on dark ones) until it reaches `minRatio`. */
export function withContrast(color: string, background: string, minRatio = 4.6): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrastRatio(fg, bg) >= minRatio) return color;
  const target = luminance(bg) > 0.5 ? 0 : 255;
  let current: Rgb = fg;
  for (let step = 0; step < 50 && contrastRatio(current, bg) < minRatio; step++) {
    current = current.map((v) => v + (target - v) * 0.08) as Rgb;
  }
  return toHex(current);
}

/** A copy of a Prism theme whose token colours all reach WCAG AA contrast on its background. */
export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: withContrast(theme.plain.color ?? '#000000', background)},
    styles: theme.styles.map((s) => ({
      ...s,
      style: {...s.style, ...(s.style.color ? {color: withContrast(s.style.color, background)} : {}), opacity: undefined},
    })),
  };
}

// Code blocks must pass the same contrast checks as the prose around them, in both colour modes.
export const lightCodeTheme = accessibleTheme(themes.github);
export const darkCodeTheme = accessibleTheme(themes.dracula);

/**
 * The theme the site configures for Prism: colour-mode independent. Its colours are CSS variables that
 * `src/css/custom.css` sets from `lightCodeTheme` and `darkCodeTheme` for each mode, and tokens carry both themes'
 * colours (`src/theme/CodeBlock/tokenStyles.ts`). So the server's markup is right in either mode, and a code block
 * never has to be re-rendered, with Prism, when the page learns the reader's colour mode.
 */
export const codeBlockTheme: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [],
};
