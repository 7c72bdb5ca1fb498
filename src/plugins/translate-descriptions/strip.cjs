// Removes the translator's notes from the site's and the theme's translate() calls and <Translate> elements:
// `translate({id, message, description})` keeps `id` and `message`. The description tells a translator where a string
// shows (Docusaurus's write-translations copies it into the i18n JSON files); at run time nothing reads it, yet every
// one of them is in the JavaScript the browser downloads, in the first-load JS of every doc page (README: What every
// page loads). The source is parsed (@babel/parser) to find the exact ranges, which are cut out of it; every other
// byte stays.
'use strict';
const {parse} = require('@babel/parser');

/** The parser's plugins for a file, by its extension. */
function syntaxOf(filename) {
  if (/\.tsx$/.test(filename)) return ['typescript', 'jsx'];
  if (/\.[cm]?ts$/.test(filename)) return ['typescript'];
  return ['jsx'];
}

const isDescriptionKey = (key) =>
  (key.type === 'Identifier' && key.name === 'description') || (key.type === 'StringLiteral' && key.value === 'description');
/** A value whose removal changes nothing but the text: a string, or a template without expressions. */
const isPlainText = (value) => value.type === 'StringLiteral' || (value.type === 'TemplateLiteral' && value.expressions.length === 0);

/** The ranges to cut: the `description` of every translate({...}) call and <Translate> element of `ast`. */
function descriptionRanges(ast) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'translate' &&
      node.arguments[0]?.type === 'ObjectExpression'
    ) {
      const props = node.arguments[0].properties;
      props.forEach((prop, k) => {
        if (prop.type !== 'ObjectProperty' || prop.computed || !isDescriptionKey(prop.key) || !isPlainText(prop.value)) return;
        // With the comma that separates it from its neighbour.
        if (k < props.length - 1) ranges.push([prop.start, props[k + 1].start]);
        else if (k > 0) ranges.push([props[k - 1].end, prop.end]);
        else ranges.push([prop.start, prop.end]);
      });
    }
    if (node.type === 'JSXOpeningElement' && node.name.type === 'JSXIdentifier' && node.name.name === 'Translate') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'JSXAttribute' || attribute.name.name !== 'description' || !attribute.value) continue;
        const value = attribute.value.type === 'JSXExpressionContainer' ? attribute.value.expression : attribute.value;
        if (isPlainText(value)) ranges.push([attribute.start, attribute.end]);
      }
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(ast.program);
  return ranges;
}

/** `source` without the descriptions of its translate() calls and <Translate> elements; unchanged when it has none. */
function stripTranslateDescriptions(source, filename) {
  if (!source.includes('description') || !/\btranslate\s*\(|<Translate\b/.test(source)) return source;
  const ast = parse(source, {sourceType: 'unambiguous', plugins: syntaxOf(filename), errorRecovery: false});
  let result = source;
  for (const [start, end] of descriptionRanges(ast).sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + result.slice(end);
  return result;
}

module.exports = {stripTranslateDescriptions, syntaxOf};
