import type {Plugin} from '@docusaurus/types';
import {checkedAgainstProblems, type CheckedSource} from './release';
import {sourcesProblems} from '../../utils/sources';

type DocsContent = {loadedVersions?: {docs: CheckedSource[]}[]};
type BlogContent = {blogPosts?: {metadata: CheckedSource}[]};

type AllContent = Record<string, Record<string, unknown> | undefined>;

const byPlugin = (allContent: AllContent, name: string) => Object.values(allContent[name] ?? {});

/** Every doc the docs plugins loaded, whatever their plugin ids. */
export function loadedDocs(allContent: AllContent): CheckedSource[] {
  return byPlugin(allContent, 'docusaurus-plugin-content-docs').flatMap(
    (content) => (content as DocsContent).loadedVersions?.flatMap((version) => version.docs) ?? [],
  );
}

/** Every doc and post the docs and blog plugins loaded, whatever their plugin ids. */
export function loadedPages(allContent: AllContent): CheckedSource[] {
  const posts = byPlugin(allContent, 'docusaurus-plugin-content-blog').flatMap(
    (content) => (content as BlogContent).blogPosts?.map((post) => post.metadata) ?? [],
  );
  return [...loadedDocs(allContent), ...posts];
}

/** One line per refused `sources` entry of a doc (or a doc without `sources`), naming the doc's file. */
export function docSourcesProblems(docs: CheckedSource[]): string[] {
  return docs.flatMap(({source, frontMatter}) => sourcesProblems(frontMatter).map((problem) => `${source}: ${problem}`));
}

/**
 * Refuses the build when a doc or post records a `checked_against` that is not a Home Assistant release number (the
 * page shows it to readers as the release its facts were checked against, src/components/CheckedAgainst), and when a
 * doc lacks `sources` or lists one that is not a known repository's relative path, once (src/utils/sources.ts).
 */
export default function checkedAgainst(): Plugin {
  return {
    name: 'checked-against',
    async allContentLoaded({allContent}) {
      const content = allContent as AllContent;
      const problems = checkedAgainstProblems(loadedPages(content));
      if (problems.length > 0) {
        throw new Error(`Invalid checked_against front matter:\n${problems.map((line) => `- ${line}`).join('\n')}`);
      }
      const sourceProblems = docSourcesProblems(loadedDocs(content));
      if (sourceProblems.length > 0) {
        throw new Error(`Invalid sources front matter:\n${sourceProblems.map((line) => `- ${line}`).join('\n')}`);
      }
    },
  };
}
