// Wraps CodeBlock/Content/String so a page loads only what its code blocks need. The block (layout and buttons) is
// a small chunk of its own; Prism is another, fetched only to highlight code the server has not (see
// ../../loaders.ts). While the page hydrates, a block leaves the server's markup alone: it is complete, and in
// either colour mode, except for the copy and word-wrap buttons, which show on hover or focus only. At the reader's
// first interaction the block's chunk loads, and the block re-renders with the server's highlighted lines (taken
// from that markup, so no Prism is needed) and its buttons; focus and horizontal scroll carry over. A block rendered
// afresh in the browser shows plain code until the chunks arrive.
import {lazy, Suspense, useLayoutEffect, useRef, type ReactNode} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';
import KeepServerMarkup, {useMountedWhileHydrating} from '@site/src/components/KeepServerMarkup';
import {codeBlockModule, loadBlocksOnFirstInteraction} from '../../loaders';
import {ServerLinesContext} from '../../serverLines';
import styles from './styles.module.css';

// Without the block's chunk (it failed to load), the block stays plain rather than crashing the page.
const Block = lazy(() => codeBlockModule.load().catch(() => ({default: PlainCodeBlock})));

/** Lines that are only a magic comment (`// highlight-next-line`, `# highlight-start`, ...): the block drops them. */
const MAGIC_COMMENT_LINE = /^[ \t]*(?:\/\/|#|<!--|\/\*|--|;)[ \t]*highlight-(?:next-line|start|end)\b.*(?:\r?\n|$)/gm;

/**
 * The block's stand-in while its chunk loads after a client-side navigation, for a few frames: the same box and
 * title, the code unhighlighted. It does without the theme's metadata parser (which comes with the block's chunk):
 * the title is read from the props or the metastring, and magic comment lines are dropped.
 */
function PlainCodeBlock({children, title, metastring, className}: Props): ReactNode {
  const {plain} = usePrismTheme();
  const shownTitle = title ?? metastring?.match(/title=(["'])(.*?)\1/)?.[2];
  return (
    <Container as="div" className={className}>
      {shownTitle && <div className={styles.title}>{shownTitle}</div>}
      <pre className={styles.plain} style={{color: plain.color, backgroundColor: plain.backgroundColor}} tabIndex={0}>
        <code>{children.replace(MAGIC_COMMENT_LINE, '').replace(/\n$/, '')}</code>
      </pre>
    </Container>
  );
}

/**
 * The server's highlighted lines of the blocks this page load hydrated, by language, metastring and code: a block
 * re-mounted after hydration (the theme's Tabs re-mount their content once the page runs in the browser) shows them
 * again instead of loading Prism to highlight what the server already did.
 */
const serverHighlighted = new Map<string, string>();
const blockKey = ({className, metastring, children}: Props) => `${className ?? ''}\n${metastring ?? ''}\n${children}`;

export default function CodeBlockString(props: Props): ReactNode {
  const whileHydrating = useMountedWhileHydrating();
  const block = codeBlockModule.useLoaded(false);
  const kept = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const serverLines = useRef<string | undefined>(undefined);
  // What the reader had done with the server's block when it was replaced: focused it, scrolled its lines.
  const handOver = useRef<{focused: boolean; scrollLeft: number}>(undefined);

  useLayoutEffect(() => {
    if (!whileHydrating) return;
    // In the hydration commit the kept element still holds the server's block: remember its highlighted lines.
    serverLines.current = kept.current?.querySelector('pre > code')?.innerHTML;
    if (serverLines.current !== undefined) serverHighlighted.set(blockKey(props), serverLines.current);
    loadBlocksOnFirstInteraction();
    // Once, in the hydration commit: the block's props are those the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [whileHydrating]);

  useLayoutEffect(() => {
    const pre = wrapper.current?.querySelector('pre');
    if (!block || !pre || !handOver.current) return;
    pre.scrollLeft = handOver.current.scrollLeft;
    if (handOver.current.focused) pre.focus({preventScroll: true});
    handOver.current = undefined;
  }, [block]);

  if (whileHydrating && !block) {
    // The keys make the switch a re-mount: the kept element goes, and the block comes in a new one.
    return <KeepServerMarkup key="kept" ref={kept} className={styles.block} />;
  }
  if (whileHydrating && kept.current?.isConnected) {
    // Rendering the block that replaces the kept markup, which is still in the document.
    const pre = kept.current.querySelector('pre');
    handOver.current = {focused: kept.current.contains(document.activeElement), scrollLeft: pre?.scrollLeft ?? 0};
  }
  // Rendered directly once loaded: going through `lazy` again would show the plain fallback for a frame.
  const content = block ? (
    <block.default {...props} />
  ) : (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <Block {...props} />
    </Suspense>
  );
  return (
    <div key="block" ref={wrapper} className={styles.block}>
      <ServerLinesContext value={whileHydrating ? serverLines.current : serverHighlighted.get(blockKey(props))}>
        {content}
      </ServerLinesContext>
    </div>
  );
}
