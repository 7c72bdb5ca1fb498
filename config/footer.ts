import type {Footer} from '@docusaurus/theme-common';

// Our own badge file: the footer must not load images from a third party.
const hostingBadge =
  '<a class="footer__badge" href="https://www.netlify.com" target="_blank" rel="noopener noreferrer">' +
  '<img src="/img/netlify-badge.svg" alt="Deploys by Netlify" width="114" height="51" loading="lazy" /></a>';

export function copyright(year: number = new Date().getFullYear()): string {
  return `Copyright © ${year} Home Assistant. Built with Docusaurus.`;
}

export const footer = {
  style: 'dark',
  logo: {
    alt: 'Home Assistant',
    src: 'img/logo-white.svg',
    href: 'https://www.home-assistant.io',
    width: 30,
    height: 30,
  },
  links: [
    {
      title: 'More Home Assistant',
      items: [
        {label: 'Homepage', href: 'https://www.home-assistant.io'},
        {label: 'Data Science Portal', href: 'https://data.home-assistant.io'},
        {label: 'Alerts', href: 'https://alerts.home-assistant.io'},
        {label: 'System Status', href: 'https://status.home-assistant.io/'},
      ],
    },
    {
      title: 'Social',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'GitHub', href: 'https://github.com/home-assistant'},
        {label: 'X (Twitter)', href: 'https://x.com/hass_devs'},
        {label: 'Discord chat', href: 'https://www.home-assistant.io/join-chat'},
        {label: 'YouTube', href: 'https://youtube.com/@home_assistant'},
        {label: 'Reddit', href: 'https://reddit.com/r/homeassistant'},
        {label: 'Mastodon', href: 'https://fosstodon.org/@homeassistant'},
        {label: 'Bluesky', href: 'https://bsky.app/profile/home-assistant.io'},
        {label: 'Facebook', href: 'https://www.facebook.com/homeassistantio/'},
        {label: 'Instagram', href: 'https://www.instagram.com/homeassistant/'},
        {label: 'LinkedIn', href: 'https://www.linkedin.com/company/home-assistant'},
      ],
    },
    {
      title: 'Other',
      items: [
        {label: 'Privacy', href: 'https://www.home-assistant.io/privacy/'},
        {label: 'Security', href: 'https://www.home-assistant.io/security/'},
      ],
    },
    {
      title: 'Thanks',
      items: [{html: hostingBadge}],
    },
  ],
  copyright: copyright(),
} satisfies Footer;
