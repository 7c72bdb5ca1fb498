import {describe, expect, it} from 'vitest';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {announcingSentences, proseOf} from '../../src/plugins/release-changes/announcements';
import {NO_CHANGE, changeProblems, readChanges} from '../../src/plugins/release-changes/changes';

const blogDir = join(__dirname, '..', '..', 'blog');
const postFiles = readdirSync(blogDir).filter((file) => /^\d{4}-\d\d-\d\d-.+\.mdx?$/.test(file));

async function readPost(file: string) {
  const fileContent = readFileSync(join(blogDir, file), 'utf8');
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent});
  return {file, frontMatter: frontMatter as Record<string, unknown>, content};
}

// Every post, read and parsed once for all the tests below.
const posts = await Promise.all(postFiles.map(readPost));

describe('announcingSentences', () => {
  it('finds deprecations, removals, renames and breaking changes', () => {
    const post = [
      'The `async_foo` helper is deprecated and will be removed in 2026.3.',
      'The old constant was removed in 2025.1. Cards that call it stop working.',
      'This is a breaking change for custom integrations.',
      '`ConfigFlow.bar` is renamed to `baz` without a deprecation period.',
    ].join(' ');
    expect(announcingSentences(post)).toHaveLength(5);
  });

  it('ignores code, comments and link targets, and news without anything to act on', () => {
    const post = [
      '---\ntitle: "x"\n---',
      'We welcome a new team member.',
      'Simple mode was renamed standard mode. The dialog is removed from the DOM when it closes.',
      '```python\n# deprecated, removed in 2025.1\n```',
      '<!-- a breaking change -->',
      '{/* truncate: deprecated */}',
      'Read [the guide](/docs/deprecated-things).',
      'Call `removed_in_2025()` to see it.',
    ].join('\n\n');
    expect(proseOf(post)).not.toMatch(/deprecated|breaking/);
    expect(announcingSentences(post)).toEqual([]);
  });
});

describe('change data of the blog posts', () => {
  it('is on every post: what it announces, or `change: none`', () => {
    const missing: string[] = [];
    for (const {file, frontMatter, content} of posts) {
      if (frontMatter.change !== undefined) continue;
      const [sentence] = announcingSentences(content);
      missing.push(
        sentence ? `${file} announces a change but has no change data: "${sentence}"` : `${file} has no change data (or change: none)`,
      );
    }
    expect(missing).toEqual([]);
  });

  it('is well-formed on every post, as the build checks it', () => {
    const problems = changeProblems(
      posts.map(({file, frontMatter}) => ({source: file, tags: (frontMatter.tags as string[] | undefined) ?? [], frontMatter})),
    );
    expect(problems).toEqual([]);
  });

  it('names, for every change, doc pages that exist (folder = URL) or why none does', () => {
    const docsDir = join(__dirname, '..', '..', 'docs');
    const docFile = (route: string) =>
      ['.md', '.mdx', '/index.md', '/index.mdx'].some((ext) => existsSync(join(docsDir, route.replace(/^\/docs\/?/, '') + ext)));
    const problems: string[] = [];
    for (const {file, frontMatter} of posts) {
      const changes = readChanges(frontMatter).changes;
      const routes = changes.flatMap((change) => change.docs);
      routes.filter((route) => !docFile(route)).forEach((route) => problems.push(`${file}: ${route} is no doc file`));
      if (changes.some((change) => change.docs.length === 0 && !change.noDocs)) problems.push(`${file}: no docs and no reason`);
    }
    expect(problems).toEqual([]);
  });

  it('says `change: none` only on posts whose text announces nothing to act on', () => {
    const contradictions: string[] = [];
    for (const {file, frontMatter, content} of posts) {
      if (frontMatter.change !== NO_CHANGE) continue;
      for (const sentence of announcingSentences(content)) contradictions.push(`${file} says change: none but announces: "${sentence}"`);
    }
    expect(contradictions).toEqual([]);
  });

  it('fails a post whose change data is taken away, naming the post and the sentence', () => {
    const announcing = posts.filter(
      ({frontMatter, content}) => readChanges(frontMatter).changes.length > 0 && announcingSentences(content).length > 0,
    );
    expect(announcing.length).toBeGreaterThan(100);
    for (const {file, content} of announcing) {
      expect(changeProblems([{source: file, tags: [], frontMatter: {}}])[0]).toMatch(new RegExp(`^${file}: has no change front matter`));
      expect(announcingSentences(content)[0].length, file).toBeGreaterThan(10);
    }
  });
});
