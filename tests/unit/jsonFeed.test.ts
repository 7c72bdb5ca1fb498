import {describe, expect, it} from 'vitest';
import {upgradeJsonFeed, type JsonFeed} from '../../src/plugins/json-feed';

const feed: JsonFeed = {
  version: 'https://jsonfeed.org/version/1',
  title: 'Blog',
  home_page_url: 'https://example.org/blog',
  items: [
    {id: 'a', url: 'https://example.org/blog/a', date_modified: '2025-10-24T00:00:00.000Z', author: {name: 'Core team'}},
    {id: 'b', url: 'https://example.org/blog/b', date_modified: '2025-10-20T00:00:00.000Z'},
  ],
};

describe('JSON Feed 1.1', () => {
  const upgraded = upgradeJsonFeed(feed, {feedUrl: 'https://example.org/blog/feed.json', language: 'en'});

  it('declares version 1.1, its own URL and the language', () => {
    expect(upgraded).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      feed_url: 'https://example.org/blog/feed.json',
      language: 'en',
      title: 'Blog',
    });
  });

  it('turns the single author into an authors list and adds the publication date', () => {
    expect(upgraded.items[0]).toEqual({
      id: 'a',
      url: 'https://example.org/blog/a',
      date_modified: '2025-10-24T00:00:00.000Z',
      date_published: '2025-10-24T00:00:00.000Z',
      authors: [{name: 'Core team'}],
    });
    expect(upgraded.items[1]).not.toHaveProperty('author');
    expect(upgraded.items[1]).not.toHaveProperty('authors');
  });
});
