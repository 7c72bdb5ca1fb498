// Wraps the search plugin's page to give it the meta description every page needs (SEO, link previews).
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content="Search the Home Assistant developer documentation and blog, offline." />
        <meta property="og:description" content="Search the Home Assistant developer documentation and blog, offline." />
      </Head>
      <SearchPage />
    </>
  );
}
