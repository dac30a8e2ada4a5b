/**
 * Rewrites `useDateTimeFormat` (@docusaurus/theme-common/lib/utils/IntlUtils.js)
 * for the browser's bundle: for the English dates the theme shows it returns
 * englishDate.ts's formatter instead of a new `Intl.DateTimeFormat`, whose
 * first use on a page loads the browser's date-formatting data in one long
 * block during hydration (a blog page's longest task after the bundle's).
 * Any other locale, calendar or option set still gets Intl.
 *
 * The build fails when the function is not there as expected (a Docusaurus
 * upgrade changed it): check how it builds its formatter, then update or
 * remove this loader.
 *
 * @param {string} source
 * @returns {string}
 */
const replaceOrFail = require('./replaceOrFail.cjs');

module.exports = function dateFormatLoader(source) {
  const formatter = JSON.stringify(require.resolve('./englishDate.ts'));
  const rewritten = replaceOrFail(
    source,
    [
      '    return new Intl.DateTimeFormat(currentLocale, {\n        calendar,\n        ...options,\n    });',
      `    return (englishDateFormat(currentLocale, calendar, options) ??\n        new Intl.DateTimeFormat(currentLocale, {\n            calendar,\n            ...options,\n        }));`,
    ],
    {what: 'useDateTimeFormat', file: this?.resourcePath ?? 'IntlUtils.js', check: 'check how it builds its formatter'},
  );
  return `import { englishDateFormat } from ${formatter};\n${rewritten}`;
};
