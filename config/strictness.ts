import type {Config} from '@docusaurus/types';

/** Content mistakes fail the build, naming the file: shared by the site and the build-failure test fixture. */
export const strictness = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },
} satisfies Partial<Config>;
