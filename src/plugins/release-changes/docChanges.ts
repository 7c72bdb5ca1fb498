// The changes of a doc page's subject, from the posts' `change` data (`docs:`, `members:`): which entries a page
// gets, in what order, under which anchors, and how each is worded. Free of Node imports; the remark plugin
// (./remark.ts) renders them into the page at build time, so no change data reaches the browser.
import {CHANGE_KINDS, compareReleases, type Change, type ChangeEntry, type ChangedMember} from './changes';

/** What a doc page shows of one change. */
export type DocChange = Pick<Change, 'kind' | 'release' | 'removal' | 'members'> & {
  /** The line that says what changed: the change's summary, or its post's title. */
  summary: string;
  permalink: string;
  date: string;
  /** The entry's anchor on the page, which member marks link to. */
  id: string;
};

/** The changes each doc route documents, newest release first (then newest post), with anchors unique per page. */
export function changesByDoc(entries: readonly ChangeEntry[]): Map<string, DocChange[]> {
  const byDoc = new Map<string, DocChange[]>();
  for (const entry of entries) {
    for (const route of entry.docs) {
      const {kind, release, removal, members, permalink, date} = entry;
      const change: DocChange = {kind, release, permalink, date, summary: entry.summary ?? entry.title, id: ''};
      if (removal) change.removal = removal;
      if (members) change.members = members;
      byDoc.set(route, [...(byDoc.get(route) ?? []), change]);
    }
  }
  for (const changes of byDoc.values()) {
    changes.sort((a, b) => compareReleases(b.release, a.release) || b.date.localeCompare(a.date) || a.summary.localeCompare(b.summary));
    const used = new Set<string>();
    for (const change of changes) {
      const slug = change.permalink
        .split('/')
        .filter(Boolean)
        .pop()!
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const base = `change-${change.release.replace('.', '-')}-${slug}`;
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      change.id = id;
    }
  }
  return byDoc;
}

/** Whether the release in which the old way stops working has come, as of the release the docs describe. */
export const hasPassed = (removal: string, docsRelease: string): boolean => compareReleases(removal, docsRelease) <= 0;

/** "stopped working in 2025.6" or "stops working in 2027.2, after 2026.8". */
export function endWords(removal: string, docsRelease: string): string {
  return hasPassed(removal, docsRelease) ? `stopped working in ${removal}` : `stops working in ${removal}, after ${docsRelease}`;
}

const MEMBER_VERB = {'new-api': 'added', deprecation: 'deprecated', 'breaking-change': 'changed', removal: 'removed'} as const;

/** What happened to a member: "removed in 2026.3", "deprecated in 2025.8". */
export const memberWords = (change: Pick<DocChange, 'kind' | 'release'>): string => `${MEMBER_VERB[change.kind]} in ${change.release}`;

/** The mark beside a member's heading or table row: "Deprecated in 2025.8, stops working in 2026.8". */
export function markWords(change: Pick<DocChange, 'kind' | 'release' | 'removal'>, docsRelease: string): string {
  const what = memberWords(change);
  const first = what.charAt(0).toUpperCase() + what.slice(1);
  if (!change.removal) return first;
  return `${first}, ${hasPassed(change.removal, docsRelease) ? 'stopped' : 'stops'} working in ${change.removal}`;
}

/** The label of a change's kind on a doc page. */
export const kindLabel = (change: Pick<DocChange, 'kind'>): string => CHANGE_KINDS[change.kind];

/**
 * The changes that mark a member, by the member's name: the deprecations, breaking changes and removals that name it.
 * A qualified name (`VacuumEntityFeature.BATTERY`) is also found by its last part, as a page's table of the enum's
 * members or the class's properties lists it (`BATTERY`).
 */
export function marksByMember(changes: readonly DocChange[]): Map<string, DocChange[]> {
  const marks = new Map<string, DocChange[]>();
  for (const change of changes) {
    if (change.kind === 'new-api') continue;
    for (const member of change.members ?? []) {
      for (const name of new Set([member.name, member.name.split('.').pop()!])) {
        const marked = marks.get(name) ?? [];
        if (!marked.includes(change)) marks.set(name, [...marked, change]);
      }
    }
  }
  return marks;
}

/** A member name as a heading or table cell may write it: `async_turn_on()` and `async_turn_on` are the same member. */
export const memberKey = (text: string): string => text.trim().replace(/^`|`$/g, '').replace(/\(\)$/, '');

/** Entries are grouped by year only when a page has more than this many: a short list reads better whole. */
const GROUP_ABOVE = 6;

/** The year a release belongs to: `2026` for 2026.3, `0.x` for the releases before 2021. */
export const yearOf = (release: string): string => (release.startsWith('0.') ? '0.x' : release.split('.')[0]!);

/** The years a page's list is grouped by, newest first; none for a short list, or one of a single year. */
export function yearsOf(changes: readonly Pick<DocChange, 'release'>[]): string[] {
  const years = [...new Set(changes.map((change) => yearOf(change.release)))];
  return changes.length > GROUP_ABOVE && years.length > 1 ? years : [];
}

export type {ChangedMember};
