// A page whose static HTML shows code starts fetching the code block chunk (layout and buttons, not Prism) while its
// route chunks load, so its blocks wake up right after hydration instead of one round trip later
// (see src/theme/CodeBlock/loaders.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {codeBlockModule} from '../theme/CodeBlock/loaders';

if (ExecutionEnvironment.canUseDOM && document.querySelector('.theme-code-block')) {
  // A failed fetch is retried when a code block asks for the chunk; until then blocks keep the server's markup.
  codeBlockModule.load().catch(() => undefined);
}
