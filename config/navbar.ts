import type {Navbar} from '@docusaurus/theme-common';

/** One entry per documentation area; shared by the navbar dropdown, the home page and the 404 page. */
export interface DocArea {
  label: string;
  to: string;
  description: string;
}

export const docAreas: readonly DocArea[] = [
  {label: 'Overview', to: '/docs/architecture_index', description: 'How Home Assistant fits together.'},
  {label: 'Core', to: '/docs/development_index', description: 'Build integrations and entities in Python.'},
  {label: 'Frontend', to: '/docs/frontend', description: 'The web UI, custom cards and panels.'},
  {label: 'Supervisor', to: '/docs/supervisor', description: 'The Supervisor and its API.'},
  {label: 'Apps', to: '/docs/apps', description: 'Package software to run beside Home Assistant (formerly add-ons).'},
  {label: 'Operating System', to: '/docs/operating-system', description: 'Home Assistant OS and its boards.'},
  {label: 'Voice', to: '/docs/voice/overview', description: 'Assist, intents and voice pipelines.'},
  {label: 'Translations', to: '/docs/translations', description: 'Translate Home Assistant and your integration.'},
  {label: 'Android', to: '/docs/android', description: 'The Companion app for Android.'},
  {label: 'Apple platforms', to: '/docs/apple', description: 'The Companion app for iPhone, iPad, Mac and Apple Watch.'},
];

/** The eleventh area is linked from the navbar on its own, as in the spec. */
export const miscArea: DocArea = {label: 'Misc', to: '/docs/misc', description: 'Documentation, libraries, asyncio and reviews.'};

export const navbar = {
  title: 'Developers',
  logo: {alt: 'Home Assistant', src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {
      type: 'dropdown',
      label: 'Home Assistant',
      position: 'left',
      items: docAreas.map(({label, to}) => ({label, to})),
    },
    {label: miscArea.label, to: miscArea.to, position: 'left'},
    {label: 'Blog', to: '/blog', position: 'left'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
