import type {Navbar} from '@docusaurus/theme-common';

/** One entry per documentation area; shared by the navbar dropdown, the home page and the 404 page. */
export interface DocArea {
  label: string;
  to: string;
}

export const docAreas: readonly DocArea[] = [
  {label: 'Overview', to: '/docs/architecture_index'},
  {label: 'Core', to: '/docs/development_index'},
  {label: 'Frontend', to: '/docs/frontend'},
  {label: 'Supervisor', to: '/docs/supervisor'},
  {label: 'Apps', to: '/docs/apps'},
  {label: 'Operating System', to: '/docs/operating-system'},
  {label: 'Voice', to: '/docs/voice/overview'},
  {label: 'Translations', to: '/docs/translations'},
  {label: 'Android', to: '/docs/android'},
  {label: 'Apple platforms', to: '/docs/apple'},
];

/** The eleventh area is linked from the navbar on its own, as in the spec. */
export const miscArea: DocArea = {label: 'Misc', to: '/docs/misc'};

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
