// The blog sidebar's years (src/plugins/lean-blog): loaded in chunks of their own in the browser, all at once on the server.
declare module '@lean-blog/sidebar-years' {
  import type {SidebarItem} from '@site/src/plugins/lean-blog';
  /** The posts of a year, once loaded (always on the server). */
  export function loadedYear(year: string): SidebarItem[] | undefined;
  /** Loads the posts of a year; a failed load is not kept. */
  export function loadYear(year: string): Promise<SidebarItem[]>;
}

// The doc pages' change lists (src/plugins/lean-blog): rendered by the server bundle only.
declare module '@doc-changes/data' {
  import type {DocChange} from '@site/src/plugins/release-changes/docChanges';
  /** Each doc route's changes. */
  const changes: Record<string, DocChange[]>;
  export default changes;
}

declare module '@doc-changes/server-list' {
  import type {ComponentType} from 'react';
  /** src/components/DocChanges/ServerList on the server and the development server; null in the browser's bundle. */
  const ServerList: ComponentType<{route: string; year?: string; className: string}> | null;
  export default ServerList;
}
