// Turns each Mermaid fence of a doc or post into a figure: the pre-rendered SVG of each colour mode, a caption and a
// text description (in the page text, so search and the Markdown copies have it). No diagram code reaches the page.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  DIAGRAM_DIR,
  DIAGRAM_URL_PATH,
  DOCS_COLUMN_PX,
  MIN_LABEL_PX,
  diagramFileName,
  diagramHash,
  parseDiagram,
  svgSize,
  widthForReadableLabels,
} from './diagrams.mjs';

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
      const svg = readFileSync(path, 'utf8');
      const needed = widthForReadableLabels(svg);
      if (needed > DOCS_COLUMN_PX) {
        throw new Error(
          `${where}: diagram "${diagram.caption}" needs ${needed} px to show its labels at ${MIN_LABEL_PX} px, and the docs ` +
            `column is ${DOCS_COLUMN_PX} px at 997 px: redraw it narrower (fewer boxes side by side, <br> in long labels, ` +
            'shorter participant names, or two diagrams), then run `npm run diagrams`',
        );
      }
      const {width, height} = svgSize(svg);
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
    // The SVG on its own, in the reader's colour mode (the other link is hidden like the other image): a plain link,
    // so the browser opens it full size and zoomable, and the back button returns to the same place on the page.
    const links = (['light', 'dark'] as const).map((mode) =>
      element(
        'a',
        [
          attr('className', `diagram__open diagram__open--${mode}`),
          // pathname:// makes Docusaurus's Link a plain link to the file (it adds the baseUrl), not a route.
          attr('href', `pathname:///${DIAGRAM_URL_PATH}/${diagramFileName(hash, mode)}`),
          attr('aria-label', `Open full size: ${diagram.caption}`),
          // In the same tab, so Back returns to the page (Link opens links outside the site's routes in a new one).
          attr('target', '_self'),
        ],
        [text('Open full size')],
      ),
    );
    return element(
      'figure',
      [attr('className', 'diagram')],
      [
        // Diagrams are drawn to fit the docs column at desktop widths; on narrower screens they shrink to fit.
        element('div', [attr('className', 'diagram__frame')], images),
        element('figcaption', [attr('className', 'diagram__caption')], [text(diagram.caption), text(' '), ...links]),
        element(
          'details',
          [attr('className', 'diagram__text')],
          [element('summary', [], [text('Diagram as text')]), element('p', [attr('id', `diagram-${hash}`)], [text(diagram.description)])],
        ),
      ],
    );
  }
}
