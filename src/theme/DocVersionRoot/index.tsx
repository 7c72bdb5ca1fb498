// Wrapped: the version metadata comes without sidebars (src/plugins/lean-docs sends each doc page its own sidebar in
// a module of the doc's route); the theme gets the sidebars registered so far, which include the current page's.
import {useMemo, type ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type {Props} from '@theme/DocVersionRoot';
import {registeredSidebars} from '@site/src/plugins/lean-docs/sidebars';

export default function DocVersionRootWrapper(props: Props): ReactNode {
  const {version} = props;
  // The same object for the whole visit: the sidebars a navigation loads are added to it before the page renders.
  const withSidebars = useMemo(() => ({...version, docsSidebars: Object.assign(registeredSidebars, version.docsSidebars)}), [version]);
  return <DocVersionRoot {...props} version={withSidebars} />;
}
