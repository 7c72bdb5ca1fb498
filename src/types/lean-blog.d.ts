// The blog sidebar's years (src/plugins/lean-blog): loaded in chunks of their own in the browser, all at once on the server.
declare module '@lean-blog/sidebar-years' {
  import type {SidebarItem} from '@site/src/plugins/lean-blog';
  /** The posts of a year, once loaded (always on the server). */
  export function loadedYear(year: string): SidebarItem[] | undefined;
  /** Loads the posts of a year; a failed load is not kept. */
  export function loadYear(year: string): Promise<SidebarItem[]>;
}
