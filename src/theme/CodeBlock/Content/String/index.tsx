// Wraps CodeBlock/Content/String so a page loads only what its code blocks need. The block (layout and buttons) is
// a small chunk of its own, fetched by pages that show code; Prism is another, fetched only to highlight code the
// server has not (see ../../loaders.ts). While the page hydrates, a block leaves the server's markup alone; once its
// chunk is in, it renders with the server's highlighted lines (taken from that markup), so no Prism is needed, and
// its buttons wake up. A block rendered afresh in the browser shows plain code until the chunks arrive.
import {lazy, Suspense, useLayoutEffect, useRef, type ReactNode} from 'react';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';
import KeepServerMarkup, {useMountedWhileHydrating} from '@site/src/components/KeepServerMarkup';
import {codeBlockModule} from '../../loaders';
import {ServerLinesContext} from '../../serverLines';
import styles from './styles.module.css';

// Without the block's chunk (it failed to load), the block stays plain rather than crashing the page.
const Block = lazy(() => codeBlockModule.load().catch(() => ({default: PlainCodeBlock})));

function PlainCodeBlock(props: Props): ReactNode {
  const {plain} = usePrismTheme();
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  return (
    <Container as="div" className={metadata.className}>
      {metadata.title && <div className={styles.title}>{metadata.title}</div>}
      <pre className={styles.plain} style={{color: plain.color, backgroundColor: plain.backgroundColor}} tabIndex={0}>
        <code>{metadata.code}</code>
      </pre>
    </Container>
  );
}

export default function CodeBlockString(props: Props): ReactNode {
  const whileHydrating = useMountedWhileHydrating();
  const block = codeBlockModule.useLoaded(whileHydrating);
  const kept = useRef<HTMLDivElement>(null);
  const serverLines = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    // In the hydration commit the kept element still holds the server's block: remember its highlighted lines.
    if (whileHydrating) serverLines.current = kept.current?.querySelector('pre > code')?.innerHTML;
  }, [whileHydrating]);

  // The keys make the switch a re-mount: the kept element goes, and the block comes in a new one.
  if (whileHydrating && !block) return <KeepServerMarkup key="kept" ref={kept} className={styles.block} />;
  // Rendered directly once loaded: going through `lazy` again would show the plain fallback for a frame.
  const content = block ? (
    <block.default {...props} />
  ) : (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <Block {...props} />
    </Suspense>
  );
  return (
    <div key="block" className={styles.block}>
      <ServerLinesContext value={whileHydrating ? serverLines.current : undefined}>{content}</ServerLinesContext>
    </div>
  );
}
