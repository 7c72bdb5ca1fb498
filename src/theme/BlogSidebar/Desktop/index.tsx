// Ejected BlogSidebar/Desktop: the sidebar lists every post, grouped by year. Hydrating that many links (and
// the theme's NavLinks, which each match their route) was most of a blog page's main-thread time on a phone, where
// this sidebar is not even shown. Each year is now a <details> group: the newest year and the open post's year
// start open, the others closed. Closed groups are in the HTML (for readers without JavaScript and for crawlers)
// but React leaves them as the server rendered them until a reader opens one. The sidebar module holds only the
// newest year's posts; the others load in chunks of their own (src/plugins/lean-blog) when their group opens, or at
// once for the open post's year, whose server markup stays until then.
import {memo, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useThemeConfig} from '@docusaurus/theme-common';
import {isSamePath} from '@docusaurus/theme-common/internal';
import {groupBlogSidebarItemsByYear, useVisibleBlogSidebarItems} from '@docusaurus/plugin-content-blog/client';
import {loadedYear, loadYear} from '@lean-blog/sidebar-years';
import type {LeanSidebar} from '@site/src/plugins/lean-blog';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogSidebar/Desktop';
import KeepServerMarkup, {useMountedWhileHydrating} from '@site/src/components/KeepServerMarkup';
import styles from './styles.module.css';

type Item = Props['sidebar']['items'][number];

/** Plain Links, the open post marked by one comparison with the current path (the theme used a NavLink each). */
function ItemList({items}: {items: Item[]}): ReactNode {
  const {pathname} = useLocation();
  return (
    <ul className={clsx(styles.sidebarItemList, 'clean-list')}>
      {items.map((item) => {
        const active = isSamePath(item.permalink, pathname);
        return (
          <li key={item.permalink} className={styles.sidebarItem}>
            <Link
              to={item.permalink}
              className={clsx(styles.sidebarItemLink, active && styles.sidebarItemLinkActive)}
              aria-current={active ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A year's posts: given (the newest year), or loaded on demand; undefined until loaded. */
function useYearItems(year: string, given: Item[] | undefined, wanted: boolean): Item[] | undefined {
  const [items, setItems] = useState<Item[] | undefined>(() => given ?? (loadedYear(year) as Item[] | undefined));
  useEffect(() => {
    if (given || items || !wanted) return;
    let live = true;
    // A failed load leaves the server's list (or nothing, after a client-side navigation); the next opening retries.
    loadYear(year).then(
      (loaded) => live && setItems(loaded as Item[]),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [year, given, items, wanted]);
  return given ?? items;
}

function YearGroup({year, items: given, initiallyOpen}: {year: string; items?: Item[]; initiallyOpen: boolean}): ReactNode {
  // Once opened, a group keeps its React list, also when it is closed again.
  const [opened, setOpened] = useState(initiallyOpen);
  // A client-side navigation to a post of a closed year opens that year.
  useEffect(() => {
    if (initiallyOpen) setOpened(true);
  }, [initiallyOpen]);
  const whileHydrating = useMountedWhileHydrating();
  const isServer = typeof window === 'undefined';
  const items = useYearItems(year, given, opened);
  const visible = useVisibleBlogSidebarItems(items ?? []);
  let list: ReactNode = null;
  if ((opened || isServer) && items)
    list = (
      <div>
        <ItemList items={visible} />
      </div>
    );
  else if (whileHydrating) list = <KeepServerMarkup />;
  return (
    <details className={styles.yearGroup} open={opened} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={styles.yearGroupSummary}>
        <Heading as="h3" className={styles.yearGroupHeading}>
          {year}
        </Heading>
      </summary>
      {list}
    </details>
  );
}

/** The year of the post at `pathname` (its permalink starts with the year, as its date does), if it is in the sidebar. */
function openPostYear(pathname: string, years: readonly string[]): string | undefined {
  const year = /\/blog\/(\d{4})\/\d{2}\/\d{2}\//.exec(pathname)?.[1];
  return year && years.includes(year) ? year : undefined;
}

function BlogSidebarDesktop({sidebar}: Props): ReactNode {
  const lean = sidebar as Props['sidebar'] & Partial<Pick<LeanSidebar, 'years'>>;
  const {pathname} = useLocation();
  const {blog} = useThemeConfig();
  // Without the lean sidebar's years (a sidebar from elsewhere), the items are grouped here, as the theme does.
  const years: [string, Item[] | undefined][] = lean.years
    ? lean.years.map((year, index) => [year, index === 0 ? sidebar.items : undefined])
    : groupBlogSidebarItemsByYear(sidebar.items);
  const openYear = openPostYear(
    pathname,
    years.map(([year]) => year),
  );
  const newestItems = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <aside className="col col--3">
      <Link className={clsx(styles.changesLink, 'margin-bottom--md')} to="/blog/changes">
        Changes by release
      </Link>
      <nav
        className={clsx(styles.sidebar, 'thin-scrollbar')}
        aria-label={translate({
          id: 'theme.blog.sidebar.navAriaLabel',
          message: 'Blog recent posts navigation',
          description: 'The ARIA label for recent posts in the blog sidebar',
        })}>
        <div className={clsx(styles.sidebarItemTitle, 'margin-bottom--md')}>{sidebar.title}</div>
        {blog.sidebar.groupByYear ? (
          years.map(([year, yearItems], index) => (
            <YearGroup key={year} year={year} items={yearItems} initiallyOpen={index === 0 || year === openYear} />
          ))
        ) : (
          <ItemList items={newestItems} />
        )}
      </nav>
    </aside>
  );
}

export default memo(BlogSidebarDesktop);
