/**
 * What each documentation area (./navbar.ts docAreas and miscArea) holds, by its link: the home page shows it under the
 * area. In a module of its own: the 404 page, in every doc page's JavaScript for unknown paths under /docs, lists the
 * areas without it.
 */
export const areaDescriptions: Readonly<Record<string, string>> = {
  '/docs/architecture_index': 'How Home Assistant fits together.',
  '/docs/development_index': 'Build integrations and entities in Python.',
  '/docs/frontend': 'The web UI, custom cards and panels.',
  '/docs/supervisor': 'The Supervisor and its API.',
  '/docs/apps': 'Package software to run beside Home Assistant (formerly add-ons).',
  '/docs/operating-system': 'Home Assistant OS and its boards.',
  '/docs/voice/overview': 'Assist, intents and voice pipelines.',
  '/docs/translations': 'Translate Home Assistant and your integration.',
  '/docs/android': 'The Companion app for Android.',
  '/docs/apple': 'The Companion app for iPhone, iPad, Mac and Apple Watch.',
  '/docs/misc': 'Documentation, libraries, asyncio and reviews.',
};
