import type {ReactNode} from 'react';
import clsx from 'clsx';
import {AUDIENCES, CHANGE_KINDS, type Change} from '@site/src/plugins/release-changes/changes';
import styles from './styles.module.css';

/** A change's kind, releases and audiences as compact labels (post headers and the changes page). */
export default function ChangeLabels({change, showRelease = true}: {change: Change; showRelease?: boolean}): ReactNode {
  return (
    <span className={styles.labels}>
      <span className={clsx(styles.label, styles[change.kind])}>{CHANGE_KINDS[change.kind]}</span>
      {showRelease && <span className={styles.label}>from {change.release}</span>}
      {change.removal && <span className={clsx(styles.label, styles.removal)}>removed in {change.removal}</span>}
      <span className={styles.affects}>
        {'Affects: '}
        {change.affects.map((audience) => AUDIENCES[audience]).join(', ')}
      </span>
    </span>
  );
}
