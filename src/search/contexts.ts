// The areas the search page can narrow a search to: a label and the URL path (without baseUrl) its pages start with.
// Plain data, so the search page imports it without the site config (see src/theme/SearchPage).
export type SearchContext = {label: string; path: string};

export const searchContexts: readonly SearchContext[] = [
  {label: 'Entities', path: 'docs/core/entity'},
  {label: 'Quality scale', path: 'docs/core/integration-quality-scale'},
  {label: 'Frontend', path: 'docs/frontend'},
  {label: 'Supervisor API', path: 'docs/api/supervisor'},
  {label: 'Apps', path: 'docs/apps'},
  {label: 'Operating System', path: 'docs/operating-system'},
  {label: 'Voice', path: 'docs/voice'},
  {label: 'Android', path: 'docs/android'},
  {label: 'Documenting', path: 'docs/documenting'},
  {label: 'Blog', path: 'blog'},
];
