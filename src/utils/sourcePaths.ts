/** How a source file's path is shown and linked; free of the repository table, for the page's JavaScript. */

/** A repository path as a URL path: each segment escaped. */
export const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

/** The short name a page shows: the file and its folder (`light/__init__.py`), the path itself when shorter. */
export function sourceLabel({path}: {path: string}): string {
  return path.split('/').slice(-2).join('/');
}
