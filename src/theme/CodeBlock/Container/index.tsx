// Ejected CodeBlock/Container: the same box and colour variables, without the theme's code block utilities, which the
// original imports for the variables alone. Every doc page loads this component, since any MDX <pre> may render a
// code block; the utilities now load with the code block chunk only (README: What every page loads).
import type {ComponentProps, CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, usePrismTheme} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  const {plain} = usePrismTheme();
  const Element = As as 'div';
  const variables = {'--prism-color': plain.color, '--prism-background-color': plain.backgroundColor} as CSSProperties;
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      style={variables}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
