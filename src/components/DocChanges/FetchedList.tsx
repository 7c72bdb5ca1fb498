// A doc page's change list after a client-side navigation: the browser's bundle cannot render it (see ./index.tsx), so it
// is taken from the page's own static HTML, where the server wrote it.
import {useEffect, useState, type ReactNode} from 'react';

// The parts of a page's list come from one download of the page.
const pages = new Map<string, Promise<Document>>();

function fetchPage(route: string): Promise<Document> {
  let page = pages.get(route);
  if (!page) {
    page = fetch(route, {credentials: 'same-origin'}).then(async (response) => {
      if (!response.ok) throw new Error(`${route}: ${response.status}`);
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    // A failed download is not kept: the next navigation tries again.
    page.catch(() => pages.delete(route));
    pages.set(route, page);
  }
  return page;
}

/** A part of the list as the server rendered it into the page's static HTML. */
async function fetchServerList(route: string, part: string, className: string): Promise<string> {
  const body = (await fetchPage(route)).querySelector(`.${className}[data-part="${part}"]`);
  if (!body) throw new Error(`${route} has no changes list`);
  return body.innerHTML;
}

export default function FetchedList({route, part, className}: {route: string; part: string; className: string}): ReactNode {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    fetchServerList(route, part, className).then(
      (list) => current && setHtml(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [route, part, className]);
  if (html !== null) return <div className={className} data-part={part} dangerouslySetInnerHTML={{__html: html}} />;
  return (
    <div className={className} data-part={part}>
      {failed ? (
        <p>
          The list could not be loaded.{' '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a full reload, which a client-side navigation is not */}
          <a href={`${route}#changes-by-release`}>Reload the page</a> to see it.
        </p>
      ) : (
        <p aria-busy="true">Loading the changes…</p>
      )}
    </div>
  );
}
