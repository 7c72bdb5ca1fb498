// mark.js 8 (a dependency of the search plugin) ships no type declarations; what src/theme/SearchBar/markTerms.ts uses.
declare module 'mark.js' {
  export default class Mark {
    constructor(context: HTMLElement | HTMLElement[] | NodeList | string);
    mark(keywords: string | string[], options?: {exclude?: string[]; separateWordSearch?: boolean; acrossElements?: boolean}): void;
    unmark(options?: {element?: string; className?: string; exclude?: string[]}): void;
  }
}
