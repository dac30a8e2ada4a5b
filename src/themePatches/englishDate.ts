/**
 * The dates the theme shows (a blog post's date, the archive's day and
 * month, a page's last update), formatted for English in the Gregorian
 * calendar, in UTC, without Intl: the page's first `Intl.DateTimeFormat`
 * loads the browser's date-formatting data, about 25 ms of main thread in
 * one block on this machine, during a blog page's hydration. The server
 * still formats with Intl; englishDate.test.ts checks that both agree.
 */
const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT = LONG.map((month) => month.slice(0, 3));

/** Option sets the formatter covers; any other goes to Intl. */
const isCovered = (options: Intl.DateTimeFormatOptions): boolean =>
  Object.keys(options).every((key) => ['day', 'month', 'year', 'timeZone'].includes(key)) &&
  options.timeZone === 'UTC' &&
  options.day === 'numeric' &&
  (options.month === 'long' || options.month === 'short') &&
  (options.year === undefined || options.year === 'numeric');

/** The formatter for `locale`, `calendar` and `options`, or null when they are not covered. */
export function englishDateFormat(
  locale: string,
  calendar: string | undefined,
  options: Intl.DateTimeFormatOptions,
): {format: (date: Date) => string} | null {
  if (!/^en(-US)?$/.test(locale) || (calendar !== undefined && calendar !== 'gregory') || !isCovered(options))
    return null;
  const months = options.month === 'long' ? LONG : SHORT;
  return {
    format: (date: Date) => {
      const dayAndMonth = `${months[date.getUTCMonth()]} ${date.getUTCDate()}`;
      return options.year ? `${dayAndMonth}, ${date.getUTCFullYear()}` : dayAndMonth;
    },
  };
}
