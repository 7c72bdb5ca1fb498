// Ejected BlogSidebar/Mobile: the sidebar module holds only the newest year's posts (src/plugins/lean-blog), so the
// phone menu's list loads the other years when it first renders, which is when a reader opens the menu. Same markup.
import {memo, useEffect, useState, type ReactNode} from 'react';
import {BlogSidebarItemList, useVisibleBlogSidebarItems} from '@docusaurus/plugin-content-blog/client';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type {Props} from '@theme/BlogSidebar/Mobile';
import styles from '@docusaurus/theme-classic/lib/theme/BlogSidebar/Mobile/styles.module.css';
import {loadedYear, loadYear} from '@lean-blog/sidebar-years';
import type {LeanSidebar} from '@site/src/plugins/lean-blog';

type Item = Props['sidebar']['items'][number];

function ListComponent({items}: {items: Item[]}): ReactNode {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName="menu__list"
      liClassName="menu__list-item"
      linkClassName="menu__link"
      linkActiveClassName="menu__link--active"
    />
  );
}

/** Every year's posts, newest first: the newest at once, the others as they load. */
function useAllPosts(sidebar: Props['sidebar']): Item[] {
  const older = ((sidebar as Props['sidebar'] & Partial<Pick<LeanSidebar, 'years'>>).years ?? []).slice(1);
  const key = older.join();
  const [loaded, setLoaded] = useState<Item[][]>(() => older.map((year) => (loadedYear(year) ?? []) as Item[]));
  useEffect(() => {
    let live = true;
    // A year that fails to load is left out of this list; the archive page has every post.
    Promise.all(
      key
        .split(',')
        .filter(Boolean)
        .map((year) => loadYear(year).catch(() => [])),
    ).then((lists) => live && setLoaded(lists as Item[][]));
    return () => {
      live = false;
    };
  }, [key]);
  return [...sidebar.items, ...loaded.flat()];
}

function BlogSidebarMobileSecondaryMenu({sidebar}: Props): ReactNode {
  const items = useVisibleBlogSidebarItems(useAllPosts(sidebar));
  return <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName={styles.yearGroupHeading} />;
}

function BlogSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={BlogSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(BlogSidebarMobile);
