/** What copying needs from the browser; passed in so the logic is testable without one. */
export interface ClipboardEnvironment {
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;
  clipboard: Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;
  ClipboardItem?: typeof ClipboardItem;
}

/**
 * Fetches a page's Markdown and puts it on the clipboard. Where ClipboardItem exists, the clipboard write starts
 * at once with the text still pending, because Safari drops the click's permission once an await has passed.
 */
export async function copyMarkdown(url: string, env: ClipboardEnvironment): Promise<void> {
  const text = env.fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response.text();
  });
  // The failure is reported through the clipboard call below; this only keeps it from going unhandled as well.
  text.catch(() => undefined);
  if (env.ClipboardItem && env.clipboard.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await env.clipboard.write([new env.ClipboardItem({'text/plain': blob})]);
  } else {
    await env.clipboard.writeText(await text);
  }
}
