/** The Home Assistant release the docs describe; the changes page counts removals after it as "due next". */
export const DOCS_RELEASE = '2026.8';
