// Leaving server-rendered HTML to the browser while React hydrates around it: a part of the page that is not needed
// yet (code waiting for its chunk, collapsed lists) costs the phone no rendering, effects or event wiring.
import {useState, type ReactNode, type Ref} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

// One object for every render: React re-applies `dangerouslySetInnerHTML` whenever the object changes, which would
// wipe the server's markup that this empty value is there to keep.
const KEEP = {__html: ''};

// A production build hydrates the server's HTML; the development server renders the page from scratch, with no
// server markup to keep (Docusaurus defines this for the client bundle).
const HYDRATES = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/**
 * True for a component first rendered while the page hydrates (false on the server, in development, and for
 * components mounted later, e.g. after a client-side navigation). Kept for the component's lifetime.
 */
export function useMountedWhileHydrating(): boolean {
  const isBrowser = useIsBrowser();
  const [whileHydrating] = useState(() => HYDRATES && typeof window !== 'undefined' && !isBrowser);
  return whileHydrating;
}

/**
 * A <div> whose server-rendered content React neither hydrates nor replaces. Render it only while hydrating, in
 * place of a <div> with the same class that the server rendered with content.
 */
export default function KeepServerMarkup({className, ref}: {className?: string; ref?: Ref<HTMLDivElement>}): ReactNode {
  return <div ref={ref} className={className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}
