// Turns each Mermaid fence of a doc or post into a figure: the pre-rendered SVG of each colour mode, a caption and a
// text description (in the page text, so search and the Markdown copies have it). No diagram code reaches the page.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {DIAGRAM_DIR, DIAGRAM_URL_PATH, diagramFileName, diagramHash, parseDiagram, svgSize} from './diagrams.mjs';

type Attribute = {type: 'mdxJsxAttribute'; name: string; value: string};
type MdNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  name?: string;
  attributes?: Attribute[];
  children?: MdNode[];
  position?: {start: {line: number}};
};
type VFileLike = {path?: string; history?: string[]};

export interface RemarkDiagramsOptions {
  /** The site's baseUrl, e.g. '/'. */
  baseUrl: string;
  /** The repository root, where static/diagrams is. */
  siteDir: string;
}

const attr = (name: string, value: string): Attribute => ({type: 'mdxJsxAttribute', name, value});
const element = (name: string, attributes: Attribute[], children: MdNode[] = []): MdNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children,
});
const text = (value: string): MdNode => ({type: 'text', value});

export default function remarkDiagrams({baseUrl, siteDir}: RemarkDiagramsOptions) {
  return (tree: MdNode, file: VFileLike): void => {
    let count = 0;
    const visit = (node: MdNode): void => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') {
          node.children![index] = figureFor(child, count++, file);
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
  };

  function figureFor(node: MdNode, index: number, file: VFileLike): MdNode {
    const where = `${file.path ?? file.history?.[0] ?? 'a page'}:${node.position?.start.line ?? '?'}`;
    const diagram = parseDiagram(node.meta, node.value ?? '');
    if ('error' in diagram) throw new Error(`${where}: ${diagram.error}`);
    const hash = diagramHash(diagram.source);
    const images = (['light', 'dark'] as const).map((mode) => {
      const path = join(siteDir, DIAGRAM_DIR, diagramFileName(hash, mode));
      if (!existsSync(path)) {
        throw new Error(
          `${where}: diagram "${diagram.caption}" has no rendered SVG (${DIAGRAM_DIR}/${diagramFileName(hash, mode)}); ` +
            'its source changed or is new: run `npm run diagrams` and commit the SVGs',
        );
      }
      const {width, height} = svgSize(readFileSync(path, 'utf8'));
      return element('img', [
        attr('className', `diagram__image diagram__image--${mode}`),
        attr('src', `${baseUrl}${DIAGRAM_URL_PATH}/${diagramFileName(hash, mode)}`),
        attr('width', String(width)),
        attr('height', String(height)),
        attr('alt', diagram.caption),
        attr('aria-describedby', `diagram-${hash}`),
        // The first diagram of a page may be its largest image: let it load at once.
        attr('loading', index === 0 ? 'eager' : 'lazy'),
        attr('decoding', 'async'),
      ]);
    });
    return element('figure', [attr('className', 'diagram')], [
      // Wider diagrams scroll sideways rather than shrink their text; the frame can take focus to scroll by keyboard.
      element('div', [attr('className', 'diagram__frame'), attr('role', 'group'), attr('aria-label', diagram.caption), attr('tabIndex', '0')], images),
      element('figcaption', [attr('className', 'diagram__caption')], [text(diagram.caption)]),
      element('details', [attr('className', 'diagram__text')], [
        element('summary', [], [text('Diagram as text')]),
        element('p', [attr('id', `diagram-${hash}`)], [text(diagram.description)]),
      ]),
    ]);
  }
}
