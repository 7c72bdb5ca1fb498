// Ejected CodeBlock: the theme re-mounts every block once the page runs in the browser, to recolour it for the
// reader's colour mode. Here code colours do not depend on the mode (config/prismThemes.ts), so blocks are not
// re-mounted: a string block keeps the server's highlighted markup (./Content/String) without needing Prism.
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Joins plain string children so the block can be highlighted and copied; element children stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') return <StringContent {...props}>{children}</StringContent>;
  return <ElementContent {...props}>{children}</ElementContent>;
}
