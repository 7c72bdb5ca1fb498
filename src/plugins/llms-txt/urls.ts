// Pure URL helpers shared by the build plugin and the "Copy page" button, so both agree on where a copy lives.

/**
 * Path of a page's Markdown copy: its URL plus `.md`, with a trailing slash dropped first, so
 * `/docs/core/entity/light` -> `/docs/core/entity/light.md` and `/docs/core/llm/` -> `/docs/core/llm.md`.
 */
export function markdownPath(permalink: string): string {
  const path = permalink.replace(/[?#].*$/, '');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '/' || trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** Absolute URL of a site path, e.g. `https://developers.home-assistant.io` + `/docs/x` (baseUrl already in the path). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.replace(/\/+$/, '') + '/').href;
}

/** File name slug of an area (sidebar key): `Core` -> `core`, `OperatingSystem` -> `operatingsystem`. */
export function areaSlug(sidebarId: string): string {
  return sidebarId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Name of an area's full-text file: `llms-core.txt`. */
export function areaFileName(sidebarId: string): string {
  return `llms-${areaSlug(sidebarId)}.txt`;
}
