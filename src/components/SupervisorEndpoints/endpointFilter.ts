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
