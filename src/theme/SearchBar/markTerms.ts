// Marks a search's terms in the page a result opened (`?_highlight=` terms), with mark.js: a chunk of its own, which
// ./index.tsx loads only when a page has terms to mark or marks to remove.
import Mark from 'mark.js';

export function markTerms(root: HTMLElement, terms: readonly string[]): void {
  const mark = new Mark(root);
  mark.unmark();
  // The mobile table of contents' toggle is a button whose text must stay as it is.
  if (terms.length > 0) mark.mark([...terms], {exclude: ['.theme-doc-toc-mobile > button']});
}
