import {describe, expect, it} from 'vitest';
import {englishDateFormat} from './englishDate';

/** Every option set the theme uses (blog post header, archive, last update). */
const THEME_OPTIONS: Intl.DateTimeFormatOptions[] = [
  {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', timeZone: 'UTC'},
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
];

// Every day of two years (one a leap year), each at a time that is another day in some time zones.
const DAYS = Array.from({length: 731}, (_, index) => new Date(Date.UTC(2024, 0, 1 + index, 23, 30)));

describe('englishDateFormat', () => {
  it.each(THEME_OPTIONS.map((options) => [JSON.stringify(options), options] as const))(
    'writes %s exactly as Intl does, so the server-rendered date hydrates unchanged',
    (_name, options) => {
      const ours = englishDateFormat('en', 'gregory', options);
      const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', ...options});
      expect(ours).not.toBeNull();
      expect(DAYS.map((day) => ours?.format(day))).toEqual(DAYS.map((day) => intl.format(day)));
    },
  );

  it.each([
    ['another locale', 'es', 'gregory', THEME_OPTIONS[0]],
    ['another calendar', 'en', 'buddhist', THEME_OPTIONS[0]],
    ['a local time zone', 'en', 'gregory', {day: 'numeric', month: 'long', year: 'numeric'}],
    ['a weekday', 'en', 'gregory', {weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC'}],
    ['two-digit days', 'en', 'gregory', {day: '2-digit', month: 'long', timeZone: 'UTC'}],
  ] as const)('leaves %s to Intl', (_name, locale, calendar, options) => {
    expect(englishDateFormat(locale, calendar, options as Intl.DateTimeFormatOptions)).toBeNull();
  });
});
