const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date as the site shows it, in English and UTC: "November 22, 2026" (`long`) or "Nov 22, 2026" (`short`), the
 * same text as `Intl.DateTimeFormat('en', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'})`.
 *
 * Why not Intl: the first Intl formatter a page creates loads the browser's locale data, main-thread work that a
 * phone notices (README: What every page loads), and the theme created one while the page hydrates, only to print a
 * date the server-rendered HTML already shows. The site has one locale, so the format is fixed.
 */
export function formatDate(date: Date | string | number, month: 'long' | 'short'): string {
  const value = new Date(date);
  const name = MONTHS[value.getUTCMonth()];
  return `${month === 'long' ? name : name.slice(0, 3)} ${value.getUTCDate()}, ${value.getUTCFullYear()}`;
}
