// Adds to a doc page, at build time, its "Changes by release" section (src/components/DocChanges renders the list) and
// the marks at the members its changes deprecate or remove, from the posts' `change` data. Both are static HTML: they
// need no JavaScript, and are in the search corpus and the Markdown copies; the heading is in the table of contents.
// Runs before Docusaurus's own remark plugins, which give the heading its anchor and table-of-contents entry.
import {relative, sep} from 'node:path';
import {markWords, marksByMember, memberKey, yearsOf, type DocChange} from './docChanges';

type MdNode = {
  type: string;
  depth?: number;
  value?: string;
  url?: string;
  ordered?: boolean;
  spread?: boolean;
  children?: MdNode[];
  name?: string;
  attributes?: {type: string; name: string; value: string}[];
  data?: {hName?: string; hProperties?: Record<string, unknown>; estree?: unknown};
};
type VFileLike = {path?: string; history?: string[]};

export interface RemarkDocChangesOptions {
  /** The repository root: doc files are looked up by their path from it (`docs/core/entity/light.md`). */
  siteDir: string;
  /** The release the docs describe (config/release.ts). */
  docsRelease: string;
}

/** An area of the build shared by the plugin that reads the posts (src/plugins/lean-blog) and this remark plugin. */
const STORE = Symbol.for('hass-docs.doc-changes');
type Store = {bySource?: Map<string, {route: string; changes: DocChange[]}>};
const store = ((globalThis as Record<symbol, Store>)[STORE] ??= {});

/** Hands the remark plugin each doc's route and changes, by the doc's source path from the site (`docs/core/entity/light.md`). */
export function setDocChanges(bySource: Map<string, {route: string; changes: DocChange[]}>): void {
  store.bySource = bySource;
}

const COMPONENT = 'DocChanges';
const COMPONENT_MODULE = '@site/src/components/DocChanges';

const text = (value: string): MdNode => ({type: 'text', value});
const link = (url: string, children: MdNode[], className?: string): MdNode => ({
  type: 'link',
  url,
  children,
  ...(className ? {data: {hProperties: {className: [className]}}} : {}),
});
const paragraph = (children: MdNode[], className?: string): MdNode => ({
  type: 'paragraph',
  children,
  ...(className ? {data: {hProperties: {className: [className]}}} : {}),
});

/** The plain text of a node. */
function textOf(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** The member names a heading or table cell is about: its whole text, and each inline code it holds. */
function namesIn(node: MdNode): string[] {
  const names = [memberKey(textOf(node))];
  const walk = (n: MdNode) => {
    if (n.type === 'inlineCode' && n.value) names.push(memberKey(n.value));
    n.children?.forEach(walk);
  };
  walk(node);
  return names;
}

/** The class of the section's headings: the search leaves them out (docusaurus.config.ts, `ignoreCssSelectors`). */
export const HEADING_CLASS = 'doc-changes-heading';

const heading = (depth: number, id: string, value: string): MdNode => ({
  type: 'heading',
  depth,
  children: [text(value)],
  data: {hProperties: {id, className: [HEADING_CLASS]}},
});
const part = (route: string, year?: string): MdNode => ({
  type: 'mdxJsxFlowElement',
  name: COMPONENT,
  attributes: [
    {type: 'mdxJsxAttribute', name: 'route', value: route},
    ...(year ? [{type: 'mdxJsxAttribute', name: 'year', value: year}] : []),
  ],
  children: [],
});

/**
 * The "Changes by release" section: its headings, in the Markdown so that they get anchors and table-of-contents
 * entries (one per year on a long list), and the component that renders each part of the list (`import DocChanges
 * from '@site/src/components/DocChanges'`, written as the ESTree MDX compiles). The list's data and the code that
 * renders it stay out of the page's JavaScript: see the component.
 */
export function changesSection(route: string, changes: readonly DocChange[]): MdNode[] {
  const importDeclaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
    source: {type: 'Literal', value: COMPONENT_MODULE, raw: JSON.stringify(COMPONENT_MODULE)},
    attributes: [],
  };
  return [
    {
      type: 'mdxjsEsm',
      value: `import ${COMPONENT} from '${COMPONENT_MODULE}';`,
      data: {estree: {type: 'Program', sourceType: 'module', body: [importDeclaration], comments: []}},
    },
    heading(2, 'changes-by-release', 'Changes by release'),
    part(route),
    ...yearsOf(changes).flatMap((year) => [
      heading(3, `changes-${year.replace('.', '-')}`, year === '0.x' ? '0.x releases' : year),
      part(route, year),
    ]),
  ];
}

/** The mark for a member: a link to each change's entry. */
function mark(changes: readonly DocChange[], docsRelease: string): MdNode[] {
  return changes.flatMap((change, index) => [
    ...(index > 0 ? [text(' ')] : []),
    link(`#${change.id}`, [text(markWords(change, docsRelease))], 'doc-change-mark'),
  ]);
}

/** Puts a mark after every heading, and in every table row, whose name is a member the page's changes deprecate or remove. */
export function markMembers(tree: MdNode, changes: readonly DocChange[], docsRelease: string): void {
  const marks = marksByMember(changes);
  if (marks.size === 0) return;
  const found = (node: MdNode) => {
    const name = namesIn(node).find((candidate) => marks.has(candidate));
    return name ? marks.get(name)! : undefined;
  };
  const visit = (node: MdNode) => {
    const children = node.children;
    if (!children) return;
    for (let index = 0; index < children.length; index++) {
      const child = children[index]!;
      if (child.type === 'heading') {
        const changesOf = found(child);
        if (changesOf) children.splice(++index, 0, paragraph(mark(changesOf, docsRelease), 'doc-change-marks'));
      } else if (child.type === 'tableRow' && index > 0) {
        const cells = child.children ?? [];
        const changesOf = cells[0] && found(cells[0]);
        if (changesOf) cells.at(-1)!.children!.push({type: 'break'}, ...mark(changesOf, docsRelease));
      } else {
        visit(child);
      }
    }
  };
  visit(tree);
}

/** Remark plugin for the docs: the section at the end of every page with changes, and the member marks. */
export default function remarkDocChanges({siteDir, docsRelease}: RemarkDocChangesOptions) {
  return (tree: MdNode, file: VFileLike): void => {
    const path = file.path ?? file.history?.[0];
    if (!path || !store.bySource) return;
    const doc = store.bySource.get(relative(siteDir, path).split(sep).join('/'));
    if (!doc?.changes.length) return;
    markMembers(tree, doc.changes, docsRelease);
    tree.children!.push(...changesSection(doc.route, doc.changes));
  };
}
