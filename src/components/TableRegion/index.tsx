// A wide table's scroll container as a named region that takes keyboard focus, for the tables React components render
// (Markdown tables get the same from src/plugins/tables/remark.ts): scrollable by keyboard, announced by its label.
import type {ReactNode} from 'react';
import clsx from 'clsx';

export default function TableRegion({label, className, children}: {label: string; className: string; children: ReactNode}): ReactNode {
  return (
    <div className={clsx(className, 'table-region')} role="region" tabIndex={0} aria-label={label}>
      {children}
    </div>
  );
}
