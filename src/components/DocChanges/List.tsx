import type {ReactNode} from 'react';
import {MEMBER_NAME} from '../../plugins/release-changes/changes';
import {endWords, kindLabel, memberWords, yearOf, yearsOf, type DocChange} from '../../plugins/release-changes/docChanges';

/** What to use instead: a name as code, or words with `code` in backticks. */
function Use({use}: {use: string}): ReactNode {
  if (MEMBER_NAME.test(use)) return <code>{use}</code>;
  return use.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Entry({change, docsRelease}: {change: DocChange; docsRelease: string}): ReactNode {
  return (
    <li id={change.id}>
      <strong>{change.release}</strong> <span className={`doc-change-kind doc-change-kind--${change.kind}`}>{kindLabel(change)}</span>:{' '}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- static markup, never hydrated (./index.tsx) */}
      <a href={change.permalink}>{change.summary}</a>
      {change.removal && `; the old way ${endWords(change.removal, docsRelease)}`}.
      {change.members && (
        <ul>
          {change.members.map((member) => (
            <li key={member.name}>
              <code>{member.name}</code> {memberWords(change)}
              {member.use && (
                <>
                  : use <Use use={member.use} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A part of a doc page's changes, newest release first (static markup: see ./index.tsx). Without `year`: the
 * introduction, and the whole list when it is short; with `year`: that year's entries, under the year's heading, which
 * is in the page's Markdown (src/plugins/release-changes/remark.ts).
 */
export default function DocChangesList({
  changes,
  docsRelease,
  year,
}: {
  changes: readonly DocChange[];
  docsRelease: string;
  year?: string;
}): ReactNode {
  const list = (items: readonly DocChange[]) => (
    <ul className="doc-changes">
      {items.map((change) => (
        <Entry key={change.id} change={change} docsRelease={docsRelease} />
      ))}
    </ul>
  );
  if (year) return list(changes.filter((change) => yearOf(change.release) === year));
  return (
    <>
      <p>
        What the developer blog announced for this page’s subject, newest release first. These docs describe Home Assistant {docsRelease}.
      </p>
      {yearsOf(changes).length === 0 && list(changes)}
    </>
  );
}
