import {describe, expect, it} from 'vitest';
import {formatDate} from '../../src/utils/formatDate';

describe("formatDate: the site's dates without Intl", () => {
  const intl = (month: 'long' | 'short') => new Intl.DateTimeFormat('en', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'});

  it('prints what Intl prints for English in UTC, every day of a leap year and around year ends', () => {
    const start = Date.UTC(2024, 0, 1);
    const days = [...Array(366).keys()].map((i) => start + i * 86_400_000);
    days.push(Date.UTC(2018, 4, 22), Date.UTC(2025, 11, 31, 23, 59, 59), Date.UTC(2026, 0, 1, 0, 0, 0));
    for (const day of days) {
      expect(formatDate(day, 'long')).toBe(intl('long').format(day));
      expect(formatDate(day, 'short')).toBe(intl('short').format(day));
    }
  });

  it("reads ISO strings as the blog metadata gives them, in UTC whatever the machine's zone", () => {
    expect(formatDate('2025-10-24T00:00:00.000Z', 'long')).toBe('October 24, 2025');
    expect(formatDate('2025-10-24T23:30:00.000Z', 'short')).toBe('Oct 24, 2025');
  });
});
