// The theme's string code block (layout, title, copy and word-wrap buttons, and src/theme/CodeBlock/Content): a
// chunk of its own, loaded by ./Content/String only on pages that show code.
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';

export default CodeBlockString as ComponentType<Props>;
