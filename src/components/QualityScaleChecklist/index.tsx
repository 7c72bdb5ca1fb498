import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {checklistMarkdown} from './checklistMarkdown';

export default function QualityScaleChecklist(): ReactNode {
  return (
    <CodeBlock language="markdown" title="Quality scale checklist">
      {checklistMarkdown()}
    </CodeBlock>
  );
}
