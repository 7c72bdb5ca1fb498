// Wraps CodeBlock/Content/String so Prism (about 30 KB gzip) loads only on pages that show code, not with every page.
// The server waits for the lazy module, so the static HTML is highlighted, and a hydrating page keeps that markup
// until the highlighter has arrived (with ../../index.tsx). The plain fallback only shows when a block is rendered
// afresh before that (a client-side navigation); it has the same box, title and colours, minus the token colours.
import {lazy, Suspense, type ReactNode} from 'react';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';
import KeepServerMarkup, {useMountedWhileHydrating} from '@site/src/components/KeepServerMarkup';
import {loadedHighlighter, loadHighlighter} from '../../prismLoader';
import styles from './styles.module.css';

// Without the highlighter (its chunk failed to load), the block stays plain rather than crashing the page.
const Highlighted = lazy(() => loadHighlighter().catch(() => ({default: PlainCodeBlock})));

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
  // While the page hydrates without the highlighter, React is told to leave the server's markup in place: the block
  // stays highlighted (its buttons wake up) once Prism has arrived and the ejected CodeBlock re-mounts it.
  const loaded = loadedHighlighter();
  const whileHydrating = useMountedWhileHydrating();
  if (whileHydrating && !loaded) return <KeepServerMarkup className={styles.block} />;
  if (loaded) {
    // Rendered directly: going through `lazy` again would show the plain fallback for a frame.
    const {default: HighlightedNow} = loaded;
    return (
      <div className={styles.block}>
        <HighlightedNow {...props} />
      </div>
    );
  }
  return (
    <div className={styles.block}>
      <Suspense fallback={<PlainCodeBlock {...props} />}>
        <Highlighted {...props} />
      </Suspense>
    </div>
  );
}
