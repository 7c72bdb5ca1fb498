// Wraps each Markdown table in a named region that scrolls sideways and takes keyboard focus, so a table wider than a
// phone can be read by keyboard and announced by screen readers (axe: scrollable-region-focusable). No JavaScript.
type Attribute = {type: 'mdxJsxAttribute'; name: string; value: string};
type MdNode = {type: string; depth?: number; value?: string; name?: string; attributes?: Attribute[]; children?: MdNode[]};

const attr = (name: string, value: string): Attribute => ({type: 'mdxJsxAttribute', name, value});

/** The plain text of a node: what a heading says, without its formatting. */
export function textOf(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** The region's name: the table's section heading and its column headings, e.g. "Properties: Name, Type, Default". */
export function tableLabel(table: MdNode, heading: string | undefined): string {
  const columns = (table.children?.[0]?.children ?? []).map((cell) => textOf(cell).trim()).filter(Boolean);
  const what = columns.length > 0 ? `table of ${columns.slice(0, 4).join(', ')}` : 'table';
  return heading ? `${heading}: ${what}` : what.charAt(0).toUpperCase() + what.slice(1);
}

export default function remarkScrollableTables() {
  return (tree: MdNode): void => {
    const visit = (node: MdNode, heading: string | undefined): void => {
      let current = heading;
      node.children?.forEach((child, index) => {
        if (child.type === 'heading') current = textOf(child).trim();
        if (child.type === 'table') {
          node.children![index] = {
            type: 'mdxJsxFlowElement',
            name: 'div',
            attributes: [
              attr('className', 'table-scroll'),
              attr('role', 'region'),
              attr('aria-label', tableLabel(child, current)),
              attr('tabIndex', '0'),
            ],
            children: [child],
          };
        } else if (child.children) {
          visit(child, current);
        }
      });
    };
    visit(tree, undefined);
  };
}
