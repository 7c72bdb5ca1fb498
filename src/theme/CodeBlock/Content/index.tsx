// Ejected CodeBlock/Content: the same <pre><code> and lines as the theme's, but tokens carry the light and the dark
// code theme at once (../tokenStyles.ts), and Prism is not needed to show a block the server has highlighted: those
// lines are taken over as they are. Otherwise the block shows plain lines until the highlighter chunk has loaded.
import {lazy, Suspense, useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {highlighterModule} from '../loaders';
import {ServerLinesContext} from '../serverLines';
import {plainLines, tokenStyle, type StyledToken, type TokenStyleDictionary} from '../tokenStyles';

type Highlighter = typeof import('./Highlighter');

const noStyles: TokenStyleDictionary = {};

const getLineProps = ({className}: {className?: string}) => ({className: clsx('token-line', className)});

/** The block's lines: highlighted with `highlighter`, plain without it. */
function Lines({highlighter}: {highlighter?: Highlighter}): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  // Tokenized once per code: the block re-renders whenever its word-wrap state changes.
  const lines = useMemo(() => (highlighter ? highlighter.tokenize(code, language) : plainLines(code)), [highlighter, code, language]);
  const [light, dark] = highlighter ? highlighter.themeDictionaries(language) : [noStyles, noStyles];
  const getTokenProps = ({token}: {token: StyledToken & {content: string}}) => ({
    className: clsx('token', ...token.types),
    style: tokenStyle(light, dark, token),
    children: token.content,
  });
  return lines.map((line, index) => (
    <Line
      key={index}
      line={line}
      getLineProps={getLineProps as never}
      getTokenProps={getTokenProps as never}
      classNames={lineClassNames[index]}
      showLineNumbers={lineNumbersStart !== undefined}
    />
  ));
}

// The server waits for this one, so the static HTML is highlighted; a failed load leaves plain lines.
const LazyHighlightedLines = lazy(() =>
  highlighterModule.load().then(
    (highlighter) => ({default: () => <Lines highlighter={highlighter} />}),
    () => ({default: () => <Lines />}),
  ),
);

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  const serverLines = useContext(ServerLinesContext);
  const highlighter = highlighterModule.useLoaded(serverLines === undefined);
  const {lineNumbersStart} = metadata;

  let lines: ReactNode = null;
  if (serverLines === undefined) {
    // Rendered directly once loaded: going through `lazy` again would show the plain lines for a frame.
    lines = highlighter ? (
      <Lines highlighter={highlighter} />
    ) : (
      <Suspense fallback={<Lines />}>
        <LazyHighlightedLines />
      </Suspense>
    );
  }
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Focusable, so that a reader scrolls a long line by keyboard (axe's scrollable-region-focusable).
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar')}
      style={{color: plain.color, backgroundColor: plain.backgroundColor}}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
        {...(lines ? {children: lines} : {dangerouslySetInnerHTML: {__html: serverLines!}})}
      />
    </pre>
  );
}
