// The docs sidebars the browser (or the server) has loaded so far. Each doc route loads its sidebar's module, which
// registers it here (see ./index.ts); src/theme/DocVersionRoot hands this object to the theme as the version's
// sidebars, so a doc page downloads its own sidebar, not all of them.
import type {PropSidebar} from '@docusaurus/plugin-content-docs';

export const registeredSidebars: Record<string, PropSidebar> = {};

export function registerDocsSidebar(name: string, items: PropSidebar): void {
  registeredSidebars[name] = items;
}
