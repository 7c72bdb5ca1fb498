interface FilterableEndpoint {
  method: string;
  path: string;
  description: string;
}

/** Every whitespace-separated term of the query must occur in the method, path or description. */
export function endpointMatches(endpoint: FilterableEndpoint, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = `${endpoint.method} ${endpoint.path} ${endpoint.description}`.toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

/** The line under the filter box. */
export function endpointCountText(matching: number, total: number, query: string): string {
  return query.trim() ? `${matching} of ${total} endpoints match.` : `${total} endpoints.`;
}

export const FILTER_INPUT_ID = 'endpoint-filter';

/** The attributes that mark the parts of the list the filter and the examples work on. */
export const markers = {
  endpoint: 'data-endpoint',
  description: 'data-endpoint-description',
  group: 'data-endpoint-group',
  count: 'data-endpoint-count',
  empty: 'data-endpoint-empty',
  example: 'data-endpoint-example',
} as const;

const select = (name: keyof typeof markers) => `[${markers[name]}]`;

/**
 * Hides the entries of the rendered list (inside `root`) that do not match `query`, and the groups left empty;
 * updates the count line and the "no match" note. Works on the DOM, so it needs neither the data nor React.
 */
export function filterEndpointList(root: ParentNode, query: string): number {
  const entries = Array.from(root.querySelectorAll<HTMLElement>(select('endpoint')));
  let matching = 0;
  for (const entry of entries) {
    const heading = entry.querySelector('h3');
    const endpoint = {
      method: heading?.querySelector('span')?.textContent ?? '',
      path: heading?.querySelector('code')?.textContent ?? '',
      description: entry.querySelector(select('description'))?.textContent ?? '',
    };
    const matches = endpointMatches(endpoint, query);
    entry.hidden = !matches;
    if (matches) matching += 1;
  }
  for (const group of Array.from(root.querySelectorAll<HTMLElement>(select('group')))) {
    group.hidden = !group.querySelector(`${select('endpoint')}:not([hidden])`);
  }
  const count = root.querySelector(select('count'));
  if (count) count.textContent = endpointCountText(matching, entries.length, query);
  const empty = root.querySelector<HTMLElement>(select('empty'));
  if (empty) empty.hidden = matching > 0;
  return matching;
}
