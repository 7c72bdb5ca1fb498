import {describe, expect, it} from 'vitest';
import {copyMarkdown, type ClipboardEnvironment} from '../../src/components/CopyPage/copyMarkdown';

const answer =
  (status: number, body = '') =>
  async () => ({ok: status < 400, status, text: async () => body});

/** A clipboard that records what was put on it, through writeText or through ClipboardItem. */
function fakeClipboard(failWrite = false) {
  const written: string[] = [];
  class FakeClipboardItem {
    constructor(readonly items: Record<string, Promise<Blob>>) {}
  }
  const clipboard: ClipboardEnvironment['clipboard'] = {
    writeText: async (text: string) => {
      written.push(text);
    },
    write: async (items: ClipboardItems) => {
      const blob = await (items[0] as unknown as FakeClipboardItem).items['text/plain']!;
      if (failWrite) throw new Error('NotAllowedError');
      written.push(await blob.text());
    },
  };
  return {written, clipboard, ClipboardItem: FakeClipboardItem as unknown as typeof ClipboardItem};
}

describe('copyMarkdown', () => {
  it('puts the fetched Markdown on the clipboard through a ClipboardItem where there is one', async () => {
    const {written, clipboard, ClipboardItem} = fakeClipboard();
    await copyMarkdown('/docs/x.md', {fetch: answer(200, '# X\n'), clipboard, ClipboardItem});
    expect(written).toEqual(['# X\n']);
  });

  it('falls back to writeText without ClipboardItem', async () => {
    const {written, clipboard} = fakeClipboard();
    await copyMarkdown('/docs/x.md', {fetch: answer(200, '# X\n'), clipboard: {writeText: clipboard.writeText}});
    expect(written).toEqual(['# X\n']);
  });

  it('fails when the Markdown cannot be fetched or the clipboard refuses', async () => {
    const {clipboard, ClipboardItem} = fakeClipboard();
    await expect(copyMarkdown('/docs/x.md', {fetch: answer(404), clipboard, ClipboardItem})).rejects.toThrow(/HTTP 404/);
    await expect(copyMarkdown('/docs/x.md', {fetch: answer(500), clipboard: {writeText: clipboard.writeText}})).rejects.toThrow();
    const refusing = fakeClipboard(true);
    await expect(
      copyMarkdown('/docs/x.md', {fetch: answer(200, '# X'), clipboard: refusing.clipboard, ClipboardItem: refusing.ClipboardItem}),
    ).rejects.toThrow(/NotAllowed/);
  });
});
