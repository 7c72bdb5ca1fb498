// Wraps TOC in a navigation landmark: beside a blog post the table of contents sits outside <main>, in no landmark.
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav className="toc-landmark" aria-label="On this page">
      <TOC {...props} />
    </nav>
  );
}
