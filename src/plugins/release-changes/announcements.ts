// Finds the sentences of a post that announce something a reader must act on: a deprecation, a removal, a rename or a
// breaking change. A post with such a sentence needs `change` front matter; tests/unit/blogChanges.test.ts holds every
// post to it. Free of Node imports, like changes.ts.

/** Phrases a reader takes as "this will break, or already broke, my code". */
const ANNOUNCING = [
  /\bdeprecat(?:ed|es|ing|ion)\b/i,
  /\b(?:was|were|will be|has been|have been) (?:now )?removed\b/i,
  /\bremoved in (?:Home Assistant )?(?:20\d\d\.\d{1,2}|0\.\d+)\b/i,
  /\bbreaking change\b/i,
  /\bno longer (?:supported|works?|available|accepted|allowed|possible|called|used|exists?|raises?|returns?)\b/i,
  /\bstops? working\b/i,
  // A rename of code (`old` to `new`), not of a term in the user interface.
  /\brenamed (?:from CODE )?to CODE/i,
  /\b(?:is|are) now required\b/i,
  /\bwill (?:start to |now )?(?:raise|fail|break)\b/i,
];

/** Markdown without front matter, code (fenced and inline), HTML and MDX comments, link targets and admonition fences. */
export function proseOf(markdown: string): string {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/`[^`\n]*`/g, 'CODE')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ');
}

/** The sentences of a post's prose that announce a deprecation, removal, rename or breaking change. */
export function announcingSentences(markdown: string): string[] {
  const sentences = proseOf(markdown)
    .split(/(?<=[.!?])\s+|\n{2,}|\n(?=\s*(?:[-*]|\d+\.)\s)/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return sentences.filter((sentence) => ANNOUNCING.some((pattern) => pattern.test(sentence)));
}
