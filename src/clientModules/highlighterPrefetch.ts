// A page whose static HTML shows code starts fetching the highlighter (Prism) while its route chunks load, so code
// blocks wake up right after hydration instead of one round trip later (see src/theme/CodeBlock/prismLoader.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadHighlighter} from '../theme/CodeBlock/prismLoader';

if (ExecutionEnvironment.canUseDOM && document.querySelector('.theme-code-block')) {
  // A failed fetch is retried when a code block asks for the highlighter; until then blocks keep the server's markup.
  loadHighlighter().catch(() => undefined);
}
