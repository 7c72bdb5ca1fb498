import {describe, expect, it} from 'vitest';
import remarkScrollableTables, {tableLabel} from '../../src/plugins/tables/remark';

type Node = {
  type: string;
  depth?: number;
  value?: string;
  name?: string;
  attributes?: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children?: Node[];
};
const cell = (text: string): Node => ({type: 'tableCell', children: [{type: 'text', value: text}]});
const table = (...columns: string[]): Node => ({type: 'table', children: [{type: 'tableRow', children: columns.map(cell)}]});
const heading = (text: string): Node => ({type: 'heading', depth: 2, children: [{type: 'inlineCode', value: text}]});

describe('remarkScrollableTables', () => {
  it('wraps every table in a focusable region named after its section and columns', () => {
    const tree: Node = {
      type: 'root',
      children: [
        table('Key', 'Meaning'),
        heading('supported_features'),
        {type: 'paragraph', children: []},
        table('Name', 'Type', 'Default'),
      ],
    };
    remarkScrollableTables()(tree as never);
    const regions = tree.children!.filter((node) => node.name === 'div');
    expect(regions).toHaveLength(2);
    const attributes = regions.map((region) => Object.fromEntries(region.attributes!.map(({name, value}) => [name, value])));
    expect(attributes[0]).toEqual({className: 'table-scroll', role: 'region', tabIndex: '0', 'aria-label': 'Table of Key, Meaning'});
    expect(attributes[1]['aria-label']).toBe('supported_features: table of Name, Type, Default');
    expect(regions[1].children![0].type).toBe('table');
  });

  it('finds tables inside other blocks, such as admonitions and list items', () => {
    const tree: Node = {type: 'root', children: [heading('Limits'), {type: 'containerDirective', children: [table('A')]}]};
    remarkScrollableTables()(tree as never);
    expect(tree.children![1].children![0]).toMatchObject({name: 'div', children: [{type: 'table'}]});
  });

  it('names at most four columns', () => {
    expect(tableLabel(table('a', 'b', 'c', 'd', 'e'), undefined)).toBe('Table of a, b, c, d');
  });
});
