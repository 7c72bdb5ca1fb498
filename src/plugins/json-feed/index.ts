import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface Author {
  name?: string;
  url?: string;
  avatar?: string;
}

export interface JsonFeed {
  version: string;
  title: string;
  home_page_url?: string;
  feed_url?: string;
  language?: string;
  items: ({author?: Author; authors?: Author[]; date_modified?: string; date_published?: string} & Record<string, unknown>)[];
  [key: string]: unknown;
}

/**
 * The blog plugin writes JSON Feed 1.0 (single `author`, no `language`); readers that follow JSON Feed 1.1 expect
 * `authors`, `language`, `feed_url` and a publication date. This turns the one into the other.
 */
export function upgradeJsonFeed(feed: JsonFeed, {feedUrl, language}: {feedUrl: string; language: string}): JsonFeed {
  return {
    ...feed,
    version: 'https://jsonfeed.org/version/1.1',
    feed_url: feedUrl,
    language,
    items: feed.items.map(({author, authors, ...item}) => ({
      ...item,
      date_published: item.date_published ?? item.date_modified,
      ...(authors || author ? {authors: authors ?? [author!]} : {}),
    })),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the feed the blog plugin writes. Plugins' postBuild hooks run concurrently, so the file may not be there
 * (or be half written) yet: retry for up to a minute, then fail the build with a clear message.
 */
async function readWhenWritten(file: string): Promise<JsonFeed> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as JsonFeed;
    } catch (error) {
      lastError = error;
      await sleep(250);
    }
  }
  throw new Error(`json-feed: ${file} was not written by the blog plugin: ${String(lastError)}`);
}

/** Rewrites build/blog/feed.json as JSON Feed 1.1 after the blog plugin has written it. */
export default function jsonFeedPlugin(context: LoadContext): Plugin {
  return {
    name: 'json-feed-1-1',
    async postBuild({outDir}) {
      const file = join(outDir, 'blog', 'feed.json');
      const feed = await readWhenWritten(file);
      const feedUrl = new URL(`${context.baseUrl}blog/feed.json`, context.siteConfig.url).href;
      await writeFile(file, JSON.stringify(upgradeJsonFeed(feed, {feedUrl, language: 'en'}), null, 2));
    },
  };
}
