import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {markdownPath} from '@site/src/plugins/llms-txt/urls';
import {copyMarkdown} from './copyMarkdown';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

interface CopyPageProps {
  /** The page's permalink; its Markdown copy is at the same URL plus `.md` (written by the llms-txt plugin). */
  permalink: string;
}

const messages: Record<Status, string> = {
  idle: '',
  copying: '',
  copied: 'Page copied to the clipboard as Markdown.',
  failed: 'Could not copy the page. Open "View as Markdown" and copy it from there.',
};

/** "Copy page" and "View as Markdown" for a doc or blog post, for readers who paste pages into their tools. */
export default function CopyPage({permalink}: CopyPageProps): ReactNode {
  const markdownUrl = markdownPath(permalink);
  const [status, setStatus] = useState<Status>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  async function copy(): Promise<void> {
    if (status === 'copying') return;
    window.clearTimeout(resetTimer.current);
    setStatus('copying');
    try {
      await copyMarkdown(markdownUrl, {
        fetch: (url) => window.fetch(url),
        clipboard: navigator.clipboard,
        ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
      });
      setStatus('copied');
      resetTimer.current = window.setTimeout(() => setStatus('idle'), 2500);
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className={clsx('theme-copy-page', styles.copyPage)}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <button type="button" className={styles.button} onClick={copy}>
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      {/* A plain link: the .md file is not a route, so client-side navigation must not handle it. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file, not a page of the app */}
      <a className={styles.link} href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className={status === 'failed' ? styles.error : styles.visuallyHidden}>
        {messages[status]}
      </span>
    </div>
  );
}
