// Structured change data of blog posts (`change` front matter) and the "Changes by release" view built from it.
// Free of Node imports: the page component uses the grouping too.
import {RELEASE_NUMBER} from '../checked-against/release';

export const CHANGES_PAGE_DESCRIPTION =
  'Every deprecation, removal, breaking change and new API announced on the developer blog, grouped by the Home Assistant release it lands in.';

export const CHANGE_KINDS = {
  'new-api': 'New API',
  deprecation: 'Deprecation',
  'breaking-change': 'Breaking change',
  removal: 'Removal',
} as const;
export type ChangeKind = keyof typeof CHANGE_KINDS;

/** Who has to act on a change. */
export const AUDIENCES = {
  integrations: 'Integrations',
  'custom-cards': 'Custom cards',
  'add-ons': 'Add-ons',
  'api-clients': 'API clients',
  'android-app': 'Android app',
} as const;
export type Audience = keyof typeof AUDIENCES;

/** Blog tags whose posts must say, in `change` front matter, from which release the change applies. */
export const TAGS_REQUIRING_CHANGE = ['deprecation', 'breaking-change'];

/** `change: none`: the post announces nothing a reader must act on (told apart from a forgotten `change`). */
export const NO_CHANGE = 'none';

/** A property, method, constant or key that a change adds, deprecates or removes, and what to use instead. */
export type ChangedMember = {name: string; use?: string};

export type Change = {
  kind: ChangeKind;
  /** The release in which the change takes effect (the new way works, the old way warns or breaks). */
  release: string;
  /** For a deprecation: the release in which the old way stops working, when one is named. */
  removal?: string;
  affects: Audience[];
  /** One line for the changes page when a post announces several changes; the post title otherwise. */
  summary?: string;
  /** Routes of the doc pages that document the changed API (`/docs/core/entity/light`); empty only with `noDocs`. */
  docs: string[];
  /** Why no doc page concerns the change (front matter `no_docs`), when `docs` is empty. */
  noDocs?: string;
  /** The members the change concerns, by name as the code spells it; marked where a doc page lists them. */
  members?: ChangedMember[];
};

export type ChangeEntry = Change & {title: string; permalink: string; date: string};

/** Orders release numbers: 0.x before the calendar releases, then by year and month. */
export function compareReleases(a: string, b: string): number {
  const [aMajor, aMinor] = a.split('.').map(Number);
  const [bMajor, bMinor] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** A doc route as `docs:` names it: the page's URL path, without a trailing slash or anchor. */
export const DOC_ROUTE = /^\/docs(?:\/[\w.-]+)*$/;
/** A member name as code spells it: `ATTR_COLOR_TEMP`, `async_step_user`, `hass.helpers`, `getCardSize`. */
export const MEMBER_NAME = /^[A-Za-z_][\w.]*(?:\(\))?$/;

const isRelease = (value: unknown): value is string => typeof value === 'string' && RELEASE_NUMBER.test(value);
const describe = (value: unknown) => (typeof value === 'number' ? `the YAML number ${value} (quote it)` : JSON.stringify(value));

/**
 * Reads a post's `change` front matter (one change, or a list of them). Returns the changes and, for anything that
 * is not as documented in the README ("Adding a blog post"), the problems, one line each.
 */
export function readChanges(frontMatter: Record<string, unknown>): {changes: Change[]; problems: string[]} {
  const raw = frontMatter.change;
  if (raw === undefined || raw === NO_CHANGE) return {changes: [], problems: []};
  const items = Array.isArray(raw) ? raw : [raw];
  const changes: Change[] = [];
  const problems: string[] = [];
  items.forEach((item, index) => {
    const where = items.length > 1 ? `change[${index}]` : 'change';
    if (typeof item !== 'object' || item === null) {
      problems.push(`${where} must be a mapping with kind, release and affects`);
      return;
    }
    const {kind, release, removal, affects, summary, docs, no_docs: noDocs, members, ...unknown} = item as Record<string, unknown>;
    const before = problems.length;
    if (typeof kind !== 'string' || !(kind in CHANGE_KINDS)) {
      problems.push(`${where}.kind must be one of ${Object.keys(CHANGE_KINDS).join(', ')}, not ${describe(kind)}`);
    }
    if (!isRelease(release)) {
      problems.push(`${where}.release must be the release the change takes effect, such as "2025.5", not ${describe(release)}`);
    }
    if (removal !== undefined && !isRelease(removal)) {
      problems.push(`${where}.removal must be a release number such as "2025.11", not ${describe(removal)}`);
    } else if (isRelease(removal) && isRelease(release) && compareReleases(removal, release) <= 0) {
      problems.push(`${where}.removal (${removal}) must come after ${where}.release (${release})`);
    }
    const audiences = Array.isArray(affects) ? affects : [];
    if (audiences.length === 0 || audiences.some((a) => typeof a !== 'string' || !(a in AUDIENCES))) {
      problems.push(`${where}.affects must list who is affected, from ${Object.keys(AUDIENCES).join(', ')}`);
    }
    if (summary !== undefined && (typeof summary !== 'string' || summary.trim() === '')) {
      problems.push(`${where}.summary must be a line of text`);
    }
    const routes = Array.isArray(docs) ? docs : [];
    if (!Array.isArray(docs) || routes.some((route) => typeof route !== 'string' || !DOC_ROUTE.test(route))) {
      problems.push(
        `${where}.docs must list the routes of the doc pages that document the change, such as /docs/core/entity/light, ` +
          'or be [] with no_docs saying why no page does',
      );
    } else if (routes.length === 0 && (typeof noDocs !== 'string' || noDocs.trim() === '')) {
      problems.push(`${where}.docs is empty: name the doc pages, or say in no_docs why no doc page concerns the change`);
    } else if (routes.length > 0 && noDocs !== undefined) {
      problems.push(`${where} has both docs and no_docs: keep one`);
    }
    const memberList = readMembers(members);
    if (memberList === null) {
      problems.push(`${where}.members must list names as code spells them, each a name or a mapping of name and use`);
    }
    for (const key of Object.keys(unknown)) problems.push(`${where} has an unknown key "${key}"`);
    if (problems.length === before) {
      changes.push({
        kind: kind as ChangeKind,
        release: release as string,
        ...(removal ? {removal: removal as string} : {}),
        affects: audiences as Audience[],
        ...(summary ? {summary: summary as string} : {}),
        docs: routes as string[],
        ...(routes.length === 0 ? {noDocs: noDocs as string} : {}),
        ...(memberList && memberList.length > 0 ? {members: memberList} : {}),
      });
    }
  });
  return {changes, problems};
}

/** `members:` as a list of names (`white_value`) or mappings (`{name: ATTR_COLOR_TEMP, use: ATTR_COLOR_TEMP_KELVIN}`); null when malformed. */
function readMembers(raw: unknown): ChangedMember[] | null {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return null;
  const members: ChangedMember[] = [];
  for (const item of raw) {
    const {name, use, ...rest} = (typeof item === 'string' ? {name: item} : (item ?? {})) as Record<string, unknown>;
    const isName = (value: unknown) => typeof value === 'string' && MEMBER_NAME.test(value);
    if (!isName(name) || (use !== undefined && (typeof use !== 'string' || use.trim() === '')) || Object.keys(rest).length > 0) return null;
    members.push({name: name as string, ...(use ? {use: use as string} : {})});
  }
  return members;
}

/**
 * One line per `docs:` route that is no doc page, naming the post: a page that moved or was renamed must not leave
 * its changes pointing nowhere.
 */
export function unknownDocRoutes(posts: readonly {source: string; changes: readonly Change[]}[], routes: ReadonlySet<string>): string[] {
  return posts.flatMap(({source, changes}) =>
    [...new Set(changes.flatMap((change) => change.docs))]
      .filter((route) => !routes.has(route))
      .map((route) => `${source}: change.docs names ${route}, which is no doc page (moved or renamed? name its route now)`),
  );
}

export type PostChangeSource = {source: string; tags: string[]; frontMatter: Record<string, unknown>};

/** One line per problem, naming the post's file: malformed `change` data, or a deprecation post without any. */
export function changeProblems(posts: PostChangeSource[]): string[] {
  return posts.flatMap(({source, tags, frontMatter}) => {
    const {problems} = readChanges(frontMatter);
    const required = tags.filter((tag) => TAGS_REQUIRING_CHANGE.includes(tag));
    if (frontMatter.change === undefined) {
      problems.push(
        required.length > 0
          ? `is tagged ${required.join(' and ')} but has no change front matter with its releases`
          : `has no change front matter: add what it announces, or \`change: ${NO_CHANGE}\` when there is nothing to act on`,
      );
    } else if (frontMatter.change === NO_CHANGE && required.length > 0) {
      problems.push(`is tagged ${required.join(' and ')} but says \`change: ${NO_CHANGE}\``);
    }
    return problems.map((problem) => `${source}: ${problem}`);
  });
}

export type ReleaseGroup = {release: string; effective: ChangeEntry[]; removals: ChangeEntry[]};

/** Changes by release, newest release first: what takes effect in each, and which removals fall due in it. */
export function groupByRelease(entries: readonly ChangeEntry[]): ReleaseGroup[] {
  const groups = new Map<string, ReleaseGroup>();
  const group = (release: string) => {
    let found = groups.get(release);
    if (!found) groups.set(release, (found = {release, effective: [], removals: []}));
    return found;
  };
  const byDate = [...entries].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  for (const entry of byDate) {
    group(entry.release).effective.push(entry);
    if (entry.removal) group(entry.removal).removals.push(entry);
  }
  return [...groups.values()].sort((a, b) => compareReleases(b.release, a.release));
}

/** Removals due after `current`, soonest first: what to fix before upgrading. */
export function dueAfter(entries: readonly ChangeEntry[], current: string): ChangeEntry[] {
  return entries
    .filter((entry) => entry.removal && compareReleases(entry.removal, current) > 0)
    .sort((a, b) => compareReleases(a.removal!, b.removal!) || b.date.localeCompare(a.date));
}

/** Whether an entry concerns any of the audiences (all entries when none is chosen). */
export function affectsAny(entry: Change, audiences: readonly Audience[]): boolean {
  return audiences.length === 0 || entry.affects.some((audience) => audiences.includes(audience));
}

/** The audiences named in `?affects=a,b`, in the page's order; unknown names are dropped. */
export function audiencesFromQuery(search: string): Audience[] {
  const wanted = new URLSearchParams(search).get('affects')?.split(',') ?? [];
  return (Object.keys(AUDIENCES) as Audience[]).filter((key) => wanted.includes(key));
}
