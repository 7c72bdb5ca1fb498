import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {
  supervisorEndpointGroups,
  supervisorEndpoints,
  type EndpointAccess,
  type HttpMethod,
  type SupervisorEndpoint,
} from '../../data/supervisorEndpoints';
import { endpointAnchor } from './endpointAnchor';
import { endpointMatches } from './endpointFilter';
import styles from './styles.module.css';

const accessLabels: Record<EndpointAccess, string> = {
  open: 'no token needed',
  default: 'any add-on token',
  homeassistant: 'role homeassistant',
  backup: 'role backup',
  manager: 'role manager',
  admin: 'role admin',
  homeassistant_api: 'homeassistant_api: true',
  core: 'Home Assistant Core only',
};

const methodClasses: Record<HttpMethod, string | undefined> = {
  GET: styles.methodGet,
  POST: styles.methodPost,
  PUT: styles.methodPut,
  DELETE: styles.methodDelete,
};

/** Renders `backticked` parts of the data file's plain-text descriptions as code. */
function InlineText({ text }: { text: string }): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function EndpointResponse({ endpoint }: { endpoint: SupervisorEndpoint }): ReactNode {
  if (endpoint.responseType === 'text') {
    return <p className={styles.note}>Responds with plain text instead of the JSON envelope.</p>;
  }
  if (endpoint.responseType === 'proxy') {
    return <p className={styles.note}>Passes the answer of Home Assistant Core through unchanged.</p>;
  }
  if (endpoint.responseType === 'binary') {
    return <p className={styles.note}>Responds with the raw file instead of the JSON envelope.</p>;
  }
  if (endpoint.response === undefined) {
    return (
      <p className={styles.note}>
        Responds with <code>{'{"result": "ok", "data": {}}'}</code> on success.
      </p>
    );
  }
  return <ResponseExample json={JSON.stringify({ result: 'ok', data: endpoint.response }, null, 2)} />;
}

/**
 * The page holds some 200 examples: highlighting them all while the page hydrates blocked a phone's main thread
 * for seconds. The static HTML carries every example as plain code; highlighting starts when one is opened.
 */
function ResponseExample({ json }: { json: string }): ReactNode {
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.response} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>Example response</summary>
      {opened ? (
        <CodeBlock language="json">{json}</CodeBlock>
      ) : (
        <pre className={styles.plainCode}>
          <code>{json}</code>
        </pre>
      )}
    </details>
  );
}

function EndpointEntry({ endpoint, hidden }: { endpoint: SupervisorEndpoint; hidden: boolean }): ReactNode {
  return (
    <article className={styles.endpoint} hidden={hidden}>
      <Heading as="h3" id={endpointAnchor(endpoint.method, endpoint.path)} className={styles.endpointHeading}>
        <span className={clsx(styles.method, methodClasses[endpoint.method])}>{endpoint.method}</span>
        <code className={styles.path}>{endpoint.path}</code>
      </Heading>
      <p className={styles.access}>
        Access: <span className={styles.accessValue}>{accessLabels[endpoint.access]}</span>
      </p>
      <p>
        <InlineText text={endpoint.description} />
      </p>
      {endpoint.params && endpoint.params.length > 0 && (
        <div className={styles.tableWrapper}>
          <table className={styles.params}>
            <thead>
              <tr>
                <th scope="col">Parameter</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {endpoint.params.map((param) => (
                <tr key={param.name}>
                  <td>
                    <code>{param.name}</code>
                  </td>
                  <td>{param.in === 'query' ? `${param.type} (query)` : param.type}</td>
                  <td>{param.required ? 'Yes' : 'No'}</td>
                  <td>
                    <InlineText text={param.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EndpointResponse endpoint={endpoint} />
    </article>
  );
}

/**
 * The full endpoint reference, grouped by API area. All endpoints are in the static HTML so that
 * anchors and search work without JavaScript; the filter only hides entries on the client.
 */
export default function SupervisorEndpoints(): ReactNode {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const matching = new Set(supervisorEndpoints.filter((endpoint) => endpointMatches(endpoint, query)));
  const reference = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // Entries are laid out only near the screen (see styles.module.css), with estimated heights elsewhere. The CSS lays
  // out the ones above an anchor the browser jumped to (`:target`); after a client-side navigation Docusaurus scrolls
  // instead, and `:target` does not follow, so the target is marked here. This runs before that scroll: layout
  // effects of a page run before those of the router around it.
  useLayoutEffect(() => {
    const root = reference.current;
    root?.querySelectorAll('[data-anchor-target]').forEach((element) => element.removeAttribute('data-anchor-target'));
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (root && target && root.contains(target)) target.setAttribute('data-anchor-target', '');
  }, [hash]);

  return (
    <div className={styles.reference} ref={reference}>
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.filterLabel}>
          Filter endpoints
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.filterInput}
          value={query}
          placeholder="Method, path or words from the description"
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className={styles.count} aria-live="polite">
          {query.trim()
            ? `${matching.size} of ${supervisorEndpoints.length} endpoints match.`
            : `${supervisorEndpoints.length} endpoints.`}
        </p>
      </div>
      {supervisorEndpointGroups.map((group) => {
        const endpoints = supervisorEndpoints.filter((endpoint) => endpoint.group === group.id);
        const visible = endpoints.filter((endpoint) => matching.has(endpoint));
        return (
          <section key={group.id} className={styles.group} hidden={visible.length === 0}>
            <Heading as="h2" id={group.anchor}>
              {group.title}
            </Heading>
            <p>
              <InlineText text={group.summary} />
            </p>
            {endpoints.map((endpoint) => (
              <EndpointEntry
                key={`${endpoint.method} ${endpoint.path}`}
                endpoint={endpoint}
                hidden={!matching.has(endpoint)}
              />
            ))}
          </section>
        );
      })}
      {matching.size === 0 && <p className={styles.empty}>No endpoint matches this filter.</p>}
    </div>
  );
}
