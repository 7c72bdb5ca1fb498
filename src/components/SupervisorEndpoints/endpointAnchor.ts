/**
 * Stable heading id for an endpoint, derived from method and path so links survive reordering:
 * `GET /addons/{addon}/info` becomes `get-addons-addon-info`.
 */
export function endpointAnchor(method: string, path: string): string {
  return `${method} ${path}`
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
