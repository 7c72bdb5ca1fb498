/**
 * The one policy of the plugins that rewrite what a Docusaurus plugin makes (lean-blog, lean-docs): each rewrite
 * counts what it matched, and a rewrite that had work to do but matched nothing is named, for the build to fail on.
 */
export function missedRewrites<K extends string>(counts: Record<K, number>, expected: Record<K, boolean>): K[] {
  return (Object.keys(counts) as K[]).filter((key) => expected[key] && counts[key] === 0);
}
