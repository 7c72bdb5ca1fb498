/**
 * A Home Assistant release number as pages record it in `checked_against`: the calendar releases from 2021.1
 * on (`2025.11`) and the 0.x releases before them (`0.118`). Kept free of Node imports: the theme uses it too.
 */
export const RELEASE_NUMBER = /^(?:0\.(?:[1-9]\d{0,2})|20[2-9]\d\.(?:[1-9]|1[0-2]))$/;

export type CheckedSource = {source: string; frontMatter: Record<string, unknown>};

/** Why a page's `checked_against` is refused, or null when it is absent or a release number. */
export function checkedAgainstProblem(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'number') {
    // YAML reads 2025.10 as the number 2025.1: the release must be written as a string.
    return `checked_against must be a quoted release number such as "2025.11", not the YAML number ${value}`;
  }
  if (typeof value !== 'string' || !RELEASE_NUMBER.test(value)) {
    return `checked_against must be a Home Assistant release number such as "2025.11" or "0.118", not ${JSON.stringify(value)}`;
  }
  return null;
}

/** One line per page whose `checked_against` is refused, naming its source file. */
export function checkedAgainstProblems(pages: CheckedSource[]): string[] {
  return pages.flatMap(({source, frontMatter}) => {
    const problem = checkedAgainstProblem(frontMatter.checked_against);
    return problem ? [`${source}: ${problem}`] : [];
  });
}
