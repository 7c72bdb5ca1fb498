import type {Plugin} from '@docusaurus/types';
import {checkedAgainstProblems, type CheckedSource} from './release';

type DocsContent = {loadedVersions?: {docs: CheckedSource[]}[]};
type BlogContent = {blogPosts?: {metadata: CheckedSource}[]};

/** Every doc and post the docs and blog plugins loaded, whatever their plugin ids. */
export function loadedPages(allContent: Record<string, Record<string, unknown> | undefined>): CheckedSource[] {
  const byPlugin = (name: string) => Object.values(allContent[name] ?? {});
  const docs = byPlugin('docusaurus-plugin-content-docs').flatMap(
    (content) => (content as DocsContent).loadedVersions?.flatMap((version) => version.docs) ?? [],
  );
  const posts = byPlugin('docusaurus-plugin-content-blog').flatMap(
    (content) => (content as BlogContent).blogPosts?.map((post) => post.metadata) ?? [],
  );
  return [...docs, ...posts];
}

/**
 * Refuses the build when a doc or post records a `checked_against` that is not a Home Assistant release number: the
 * page shows it to readers as the release its facts were checked against (src/components/CheckedAgainst).
 */
export default function checkedAgainst(): Plugin {
  return {
    name: 'checked-against',
    async allContentLoaded({allContent}) {
      const problems = checkedAgainstProblems(loadedPages(allContent as Record<string, Record<string, unknown>>));
      if (problems.length > 0) {
        throw new Error(`Invalid checked_against front matter:\n${problems.map((line) => `- ${line}`).join('\n')}`);
      }
    },
  };
}
