// The full Supervisor endpoint reference. Every endpoint is in the static HTML, so anchors, find in page and search
// work without JavaScript. The list (./Reference.tsx, with its data) is static markup: while the page hydrates, React
// leaves the server's copy alone, and the list's code and data are fetched only when a client-side navigation has
// to render it. The filter and the example responses are wired to the DOM, the same way for both copies.
import {lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import KeepServerMarkup, {useMountedWhileHydrating} from '@site/src/components/KeepServerMarkup';
import {FILTER_INPUT_ID, filterEndpointList, markers} from './endpointFilter';
import styles from './styles.module.css';

const Reference = lazy(() => import('./Reference'));

interface OpenedExample {
  key: number;
  container: HTMLElement;
  json: string;
}

/** Where an opened example's highlighted block goes: in place of its plain code, which is hidden. */
function exampleContainer(details: HTMLDetailsElement): HTMLElement | undefined {
  const plain = details.querySelector('pre');
  if (!plain || details.querySelector(':scope > [data-highlighted-example]')) return undefined;
  const container = document.createElement('div');
  container.setAttribute('data-highlighted-example', '');
  plain.after(container);
  plain.hidden = true;
  return container;
}

export default function SupervisorEndpoints(): ReactNode {
  const whileHydrating = useMountedWhileHydrating();
  const root = useRef<HTMLDivElement>(null);
  // The list is in the document: the server's copy from the start, React's once its chunk has loaded.
  const [listReady, setListReady] = useState(whileHydrating);
  const onListMount = useCallback(() => setListReady(true), []);
  const [examples, setExamples] = useState<OpenedExample[]>([]);
  const {hash} = useLocation();

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.id === FILTER_INPUT_ID) filterEndpointList(element, target.value);
    };
    // `toggle` does not bubble: it is caught on its way down.
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (!details.open || !details.hasAttribute(markers.example)) return;
      const container = exampleContainer(details);
      if (!container) return;
      const json = container.previousElementSibling?.textContent ?? '';
      setExamples((opened) => [...opened, {key: opened.length, container, json}]);
    };
    element.addEventListener('input', onInput);
    element.addEventListener('toggle', onToggle, true);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('toggle', onToggle, true);
    };
  }, []);

  useEffect(() => {
    // A filter the browser restored (back and forward) applies as soon as the list is there.
    const input = root.current?.querySelector<HTMLInputElement>(`#${FILTER_INPUT_ID}`);
    if (listReady && input?.value) filterEndpointList(root.current!, input.value);
  }, [listReady]);

  // Entries are laid out only near the screen (see styles.module.css), with estimated heights elsewhere. The CSS lays
  // out the ones above an anchor the browser jumped to (`:target`); after a client-side navigation Docusaurus scrolls
  // instead, and `:target` does not follow, so the target is marked here. This runs before that scroll: layout
  // effects of a page run before those of the router around it. A list that arrives after the navigation was not
  // there for Docusaurus to scroll to, so it scrolls to the target itself.
  useLayoutEffect(() => {
    const element = root.current;
    element?.querySelectorAll('[data-anchor-target]').forEach((entry) => entry.removeAttribute('data-anchor-target'));
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!element || !target || !element.contains(target)) return;
    target.setAttribute('data-anchor-target', '');
    if (listReady && !whileHydrating) target.scrollIntoView();
  }, [hash, listReady, whileHydrating]);

  return (
    <>
      {whileHydrating ? (
        <KeepServerMarkup ref={root} className={styles.reference} />
      ) : (
        <div ref={root} className={styles.reference}>
          <Suspense fallback={<p className={styles.loading}>Loading the endpoint reference…</p>}>
            <Reference onMount={onListMount} />
          </Suspense>
        </div>
      )}
      {examples.map(({key, container, json}) => createPortal(<CodeBlock language="json">{json}</CodeBlock>, container, String(key)))}
    </>
  );
}
