// The theme's own highlighted code block with Prism and the configured extra languages: a chunk of its own.
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';

// The theme registers `prism.additionalLanguages` from a client module in the main bundle; src/plugins/lazy-prism
// swaps that module for an empty one, so the languages are registered here, when Prism is first needed.
prismIncludeLanguages(Prism);

export default CodeBlockString as ComponentType<Props>;
