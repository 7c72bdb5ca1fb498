// Ejected CodeBlock: the theme re-mounts each block once the page is running in the browser, so its colours follow
// the reader's colour mode; here that re-mount also waits for the lazily loaded highlighter (see prismLoader.ts),
// so a block keeps the server's highlighted markup instead of flashing plain code while Prism downloads.
import {Children, isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {useHighlighterReady} from './prismLoader';

/** Joins plain string children so the block can be highlighted and copied; element children stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const highlighterReady = useHighlighterReady();
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') {
    return (
      <StringContent key={String(isBrowser && highlighterReady)} {...props}>
        {children}
      </StringContent>
    );
  }
  return (
    <ElementContent key={String(isBrowser)} {...props}>
      {children}
    </ElementContent>
  );
}
