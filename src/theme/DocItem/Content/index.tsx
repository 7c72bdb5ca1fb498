// Wraps DocItem/Content to put "Copy page" and "View as Markdown" above every listed doc (its .md copy exists).
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      {!metadata.unlisted && <CopyPage permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
