// Diagrams are Mermaid fences in the Markdown, rendered ahead of time to SVG files in static/diagrams/ (one for each
// colour mode), so pages load no diagram code and the build needs no browser. Shared by the remark plugin, the
// render script (npm run diagrams) and the tests; plain ESM so that script runs under Node without a TypeScript step.
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {markdownFiles} from '../../utils/markdownFiles.mjs';

/** The renderer; part of every file name, so upgrading it renames (and cache-busts) every SVG. */
export const RENDERER = 'beautiful-mermaid@1.1.3';
/** The renderer's options (a solid background, so the SVG reads on its own too); also part of every file name. */
export const RENDER_OPTIONS = {transparent: false, padding: 8};
/** Where the SVGs live in the repository, and their URL path under the site's baseUrl. */
export const DIAGRAM_DIR = 'static/diagrams';
export const DIAGRAM_URL_PATH = 'diagrams';
/**
 * Display size against the renderer's own: its smallest text is 11 px (edge labels), the page's small print 14 px
 * (0.875rem), so diagrams are shown 1.3 times larger and scroll sideways on a phone rather than shrink.
 */
export const DIAGRAM_SCALE = 1.3;
export const SMALL_PRINT_PX = 14;
/**
 * The docs column at the narrowest desktop width (997 px, where the table of contents appears beside it), and the
 * smallest label a diagram may show there: a diagram must fit that column without shrinking its text below 12 px.
 * Wider screens show it larger, up to DIAGRAM_SCALE; narrower ones shrink it and offer the SVG full size.
 */
export const DOCS_COLUMN_PX = 491;
export const MIN_LABEL_PX = 12;

/**
 * Colours of the site's two modes (Infima's text and background, our brand blue), one SVG each. Labels, lines and
 * borders are set rather than derived: the renderer's derived label colour is too faint to read (under 3:1).
 */
export const DIAGRAM_THEMES = {
  light: {bg: '#ffffff', fg: '#1c1e21', muted: '#4a5361', line: '#6b7280', border: '#8d96a3', accent: '#0369a1'},
  dark: {bg: '#1b1b1d', fg: '#e3e3e3', muted: '#b9c0ca', line: '#9aa4b2', border: '#6b7280', accent: '#4fc3f7'},
};

/**
 * @typedef {{caption: string, description: string, source: string}} Diagram
 * A Mermaid fence: ```mermaid title="Caption" with `%% ` comment lines at its top holding the text description.
 */

/**
 * Reads a Mermaid fence's meta and body into its caption, description and source, or returns the problem.
 * @param {string | null | undefined} meta
 * @param {string} value
 * @returns {Diagram | {error: string}}
 */
export function parseDiagram(meta, value) {
  const caption = /(?:^|\s)title="([^"]+)"/.exec(meta ?? '')?.[1]?.trim();
  if (!caption) return {error: 'a diagram needs a caption: ```mermaid title="What the diagram shows"'};
  const lines = value.replace(/\r\n/g, '\n').split('\n');
  const descriptionLines = [];
  while (lines.length && /^\s*%%/.test(lines[0]))
    descriptionLines.push(
      lines
        .shift()
        .replace(/^\s*%%\s?/, '')
        .trim(),
    );
  const description = descriptionLines.filter(Boolean).join(' ');
  if (description.split(/\s+/).length < 12) {
    return {error: `diagram "${caption}" needs a text description: start its source with "%% " lines describing it`};
  }
  const source = lines.join('\n').trim();
  if (!source) return {error: `diagram "${caption}" has no Mermaid source`};
  return {caption, description, source};
}

/** The file name stem of a diagram's SVGs: a hash of its source and the renderer, so a change renames it. */
export function diagramHash(source) {
  return createHash('sha256')
    .update(`${RENDERER}\n${JSON.stringify(RENDER_OPTIONS)}\n${DIAGRAM_SCALE}\n${source.trim()}`)
    .digest('hex')
    .slice(0, 12);
}

/** @param {string} hash @param {'light' | 'dark'} mode */
export const diagramFileName = (hash, mode) => `${hash}-${mode}.svg`;

/** The width and height an SVG declares, in CSS pixels. */
export function svgSize(svg) {
  const width = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1];
  const height = /<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1];
  if (!width || !height) throw new Error('the SVG declares no width and height');
  return {width: Math.round(Number(width)), height: Math.round(Number(height))};
}

/** The width of an SVG's viewBox: the drawing's own units, which its width attribute scales. */
export function viewBoxWidth(svg) {
  const width = /<svg[^>]*\sviewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(svg)?.[1];
  if (!width) throw new Error('the SVG declares no viewBox');
  return Number(width);
}

/** The smallest font size an SVG's text uses, in the SVG's own units. */
export function smallestFontSize(svg) {
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  return sizes.length ? Math.min(...sizes) : Infinity;
}

/** The width at which an SVG's smallest text shows at MIN_LABEL_PX: what the docs column must hold. */
export function widthForReadableLabels(svg) {
  return Math.ceil((viewBoxWidth(svg) * MIN_LABEL_PX) / smallestFontSize(svg));
}

/**
 * Renders one diagram in one colour mode: no web font import (the page must not reach the network), the site's
 * font stack, and the display size scaled up (the viewBox keeps the drawing's own coordinates).
 * @param {string} source
 * @param {'light' | 'dark'} mode
 */
export async function renderDiagram(source, mode) {
  const {renderMermaidSVG} = await import('beautiful-mermaid');
  const svg = renderMermaidSVG(source, {...DIAGRAM_THEMES[mode], ...RENDER_OPTIONS});
  const {width, height} = svgSize(svg);
  return `${svg
    .replace(/^\s*@import url\([^)]*\);\s*\n/m, '')
    .replace(/font-family:[^;]*;/, "font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;")
    .replace(/(<svg[^>]*\s)width="[\d.]+"/, `$1width="${Math.round(width * DIAGRAM_SCALE)}"`)
    .replace(/(<svg[^>]*\s)height="[\d.]+"/, `$1height="${Math.round(height * DIAGRAM_SCALE)}"`)
    .trim()}\n`;
}

/**
 * Every Mermaid fence of a Markdown text, with its line.
 * @param {string} markdown
 * @returns {{meta: string, value: string, line: number}[]}
 */
export function mermaidFences(markdown) {
  const fences = [];
  const fence = /^(`{3,}|~{3,})mermaid\b([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
  for (const match of markdown.replace(/\r\n/g, '\n').matchAll(fence)) {
    fences.push({meta: match[2].trim(), value: match[3].replace(/\n$/, ''), line: markdown.slice(0, match.index).split('\n').length});
  }
  return fences;
}

/** Every diagram of the site, with where it is; throws on a fence without caption or description. */
export function siteDiagrams(siteDir) {
  return ['docs', 'blog'].flatMap((dir) =>
    markdownFiles(join(siteDir, dir)).flatMap((file) =>
      mermaidFences(readFileSync(file, 'utf8')).map(({meta, value, line}) => {
        const where = `${relative(siteDir, file)}:${line}`;
        const diagram = parseDiagram(meta, value);
        if ('error' in diagram) throw new Error(`${where}: ${diagram.error}`);
        return {...diagram, where, hash: diagramHash(diagram.source)};
      }),
    ),
  );
}

/** What `npm run diagrams` would write and delete, as a list of problems (empty when all is in step). */
export async function diagramProblems(siteDir) {
  const dir = join(siteDir, DIAGRAM_DIR);
  const expected = new Map();
  for (const diagram of siteDiagrams(siteDir)) {
    for (const mode of ['light', 'dark']) expected.set(diagramFileName(diagram.hash, mode), {diagram, mode});
  }
  const problems = [];
  for (const [name, {diagram, mode}] of expected) {
    const path = join(dir, name);
    const svg = await renderDiagram(diagram.source, mode);
    if (!existsSync(path)) problems.push({kind: 'missing', name, where: diagram.where, svg});
    else if (readFileSync(path, 'utf8') !== svg) problems.push({kind: 'stale', name, where: diagram.where, svg});
  }
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!expected.has(name)) problems.push({kind: 'unused', name});
  }
  return problems;
}
