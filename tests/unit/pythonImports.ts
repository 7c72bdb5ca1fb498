// Reads the `homeassistant` imports of the Python samples in docs/, for the import test (pythonImports.test.ts).
import {readFileSync} from 'node:fs';
import {markdownFiles} from '../../src/utils/markdownFiles.mjs';

export type PythonImport = {file: string; line: number; module: string; names: string[]};

/** The fenced Python samples of a Markdown text, with the line each starts on. */
export function pythonSamples(markdown: string): {code: string; line: number}[] {
  const samples: {code: string; line: number}[] = [];
  const fence = /^([ \t]*)(`{3,}|~{3,})[ \t]*(python|py|python3)\b[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
  for (const match of markdown.replace(/\r\n/g, '\n').matchAll(fence)) {
    const line = markdown.slice(0, match.index).split('\n').length + 1;
    samples.push({code: match[4].replace(new RegExp(`^${match[1]}`, 'gm'), ''), line});
  }
  return samples;
}

/** `from homeassistant... import a, b as c` (also parenthesised over several lines) and `import homeassistant...`. */
export function homeAssistantImports(code: string): {module: string; names: string[]; line: number}[] {
  const found: {module: string; names: string[]; line: number}[] = [];
  const lineOf = (index: number) => code.slice(0, index).split('\n').length - 1;
  const fromImport = /^[ \t]*from[ \t]+(homeassistant(?:\.\w+)*)[ \t]+import[ \t]+(\([^)]*\)|[^\n]*)/gm;
  for (const match of code.matchAll(fromImport)) {
    const names = match[2]
      .replace(/[()]/g, '')
      .replace(/#[^\n]*/g, '')
      .replace(/\\\n/g, ' ')
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]
          .trim(),
      )
      .filter(Boolean);
    found.push({module: match[1], names, line: lineOf(match.index)});
  }
  const plainImport = /^[ \t]*import[ \t]+([^\n#]+)/gm;
  for (const match of code.matchAll(plainImport)) {
    for (const part of match[1].split(',')) {
      const module = part.trim().split(/\s+as\s+/)[0];
      if (/^homeassistant(\.\w+)*$/.test(module)) found.push({module, names: [], line: lineOf(match.index)});
    }
  }
  return found;
}

/** Whether a page records the release its facts were checked against (`checked_against` front matter). */
export const isChecked = (markdown: string): boolean =>
  /^checked_against:\s*\S/m.test(markdown.replace(/\r\n/g, '\n').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '');

/** Every `homeassistant` import of every Python sample of the checked pages under `dir`, with its file and line. */
export function importsOfDocs(dir: string): PythonImport[] {
  return markdownFiles(dir).flatMap((file) => {
    const markdown = readFileSync(file, 'utf8');
    if (!isChecked(markdown)) return [];
    return pythonSamples(markdown).flatMap(({code, line}) =>
      homeAssistantImports(code).map((found) => ({file, line: line + found.line, module: found.module, names: found.names})),
    );
  });
}
