// The endpoint list itself, with the data it is made from: a chunk of its own. The server renders it into the page;
// in the browser it is loaded only when the page is reached by a client-side navigation (see ./index.tsx). It is
// static markup: the filter and the example responses work on the DOM (./endpointFilter.ts, ./index.tsx), so the
// same code serves the list React rendered and the list the server rendered.
import {memo, useLayoutEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {
  supervisorEndpointGroups,
  supervisorEndpoints,
  type EndpointAccess,
  type HttpMethod,
  type SupervisorEndpoint,
} from '../../data/supervisorEndpoints';
import {endpointAnchor} from './endpointAnchor';
import {FILTER_INPUT_ID, endpointCountText, markers} from './endpointFilter';
import styles from './styles.module.css';
import TableRegion from '@site/src/components/TableRegion';

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
function InlineText({text}: {text: string}): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function EndpointResponse({endpoint}: {endpoint: SupervisorEndpoint}): ReactNode {
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
  // An example for every endpoint that returns data, too many to highlight them all: the page carries them as plain
  // code, and one is highlighted when the reader opens it.
  return (
    <details className={styles.response} {...{[markers.example]: ''}}>
      <summary>Example response</summary>
      <pre className={styles.plainCode}>
        <code>{JSON.stringify({result: 'ok', data: endpoint.response}, null, 2)}</code>
      </pre>
    </details>
  );
}

function EndpointEntry({endpoint}: {endpoint: SupervisorEndpoint}): ReactNode {
  return (
    <article className={styles.endpoint} {...{[markers.endpoint]: ''}}>
      <Heading as="h3" id={endpointAnchor(endpoint.method, endpoint.path)} className={styles.endpointHeading}>
        <span className={clsx(styles.method, methodClasses[endpoint.method])}>{endpoint.method}</span>
        <code className={styles.path}>{endpoint.path}</code>
      </Heading>
      <p className={styles.access}>
        Access: <span className={styles.accessValue}>{accessLabels[endpoint.access]}</span>
      </p>
      <p {...{[markers.description]: ''}}>
        <InlineText text={endpoint.description} />
      </p>
      {endpoint.params && endpoint.params.length > 0 && (
        <TableRegion className={styles.tableWrapper} label={`Parameters of ${endpoint.method} ${endpoint.path}`}>
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
        </TableRegion>
      )}
      <EndpointResponse endpoint={endpoint} />
    </article>
  );
}

/** The filter box and every endpoint, grouped by API area. `onMount` runs once the list is in the document. */
function Reference({onMount}: {onMount?: () => void}): ReactNode {
  useLayoutEffect(() => onMount?.(), [onMount]);
  return (
    <>
      <div className={styles.filter}>
        <label htmlFor={FILTER_INPUT_ID} className={styles.filterLabel}>
          Filter endpoints
        </label>
        <input
          id={FILTER_INPUT_ID}
          type="search"
          className={styles.filterInput}
          placeholder="Method, path or words from the description"
          autoComplete="off"
        />
        <p className={styles.count} aria-live="polite" {...{[markers.count]: ''}}>
          {endpointCountText(supervisorEndpoints.length, supervisorEndpoints.length, '')}
        </p>
      </div>
      {supervisorEndpointGroups.map((group) => (
        <section key={group.id} className={styles.group} {...{[markers.group]: ''}}>
          <Heading as="h2" id={group.anchor}>
            {group.title}
          </Heading>
          <p>
            <InlineText text={group.summary} />
          </p>
          {supervisorEndpoints
            .filter((endpoint) => endpoint.group === group.id)
            .map((endpoint) => (
              <EndpointEntry key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
            ))}
        </section>
      ))}
      <p className={styles.empty} hidden {...{[markers.empty]: ''}}>
        No endpoint matches this filter.
      </p>
    </>
  );
}

export default memo(Reference);
