import {describe, expect, it} from 'vitest';
import {checkedAgainstProblem, checkedAgainstProblems} from '../../src/plugins/checked-against/release';
import {loadedPages} from '../../src/plugins/checked-against';

describe('checked_against front matter', () => {
  it('accepts calendar releases and 0.x releases', () => {
    for (const release of ['2025.11', '2025.1', '2021.12', '0.118', '0.70', '0.7']) {
      expect(checkedAgainstProblem(release), release).toBeNull();
    }
  });

  it('accepts a page without the field', () => {
    expect(checkedAgainstProblem(undefined)).toBeNull();
  });

  it('refuses what is not a release number', () => {
    for (const value of ['latest', '2025.13', '2025.0', '2025.11.1', '1.0', '2019.1', 'v2025.11', '', '2025.011']) {
      expect(checkedAgainstProblem(value), value).toMatch(/must be a Home Assistant release number/);
    }
  });

  it('refuses a YAML number, which turns 2025.10 into 2025.1', () => {
    expect(checkedAgainstProblem(2025.1)).toMatch(/quoted release number.*2025\.1/);
  });

  it('names the source file of each refused page', () => {
    expect(
      checkedAgainstProblems([
        {source: '@site/docs/a.md', frontMatter: {checked_against: '2025.11'}},
        {source: '@site/docs/b.md', frontMatter: {checked_against: 'soon'}},
        {source: '@site/blog/c.md', frontMatter: {}},
      ]),
    ).toEqual(['@site/docs/b.md: checked_against must be a Home Assistant release number such as "2025.11" or "0.118", not "soon"']);
  });

  it('finds the docs and posts of every docs and blog plugin instance', () => {
    const doc = {source: 'docs/a.md', frontMatter: {}};
    const post = {source: 'blog/b.md', frontMatter: {}};
    const pages = loadedPages({
      'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [doc]}]}},
      'docusaurus-plugin-content-blog': {default: {blogPosts: [{metadata: post}]}},
      'docusaurus-plugin-content-pages': {default: {}},
    });
    expect(pages).toEqual([doc, post]);
  });
});
