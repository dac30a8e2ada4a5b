import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const dateFormatLoader = require('./dateFormatLoader.cjs') as (source: string) => string;
// The package's exports hide its lib folder; its main entry is lib/index.js.
const installed = readFileSync(
  join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'IntlUtils.js'),
  'utf8',
);

describe('dateFormatLoader', () => {
  it('gives the installed useDateTimeFormat the English formatter first, and keeps Intl for the rest', () => {
    const rewritten = dateFormatLoader(installed);
    expect(rewritten).toMatch(/^import \{ englishDateFormat \} from ".*englishDate\.ts";/);
    expect(rewritten).toContain('englishDateFormat(currentLocale, calendar, options) ??');
    expect(rewritten).toContain('new Intl.DateTimeFormat(currentLocale, {');
  });

  it('fails the build with a clear message when the function has changed', () => {
    expect(() => dateFormatLoader('export function useDateTimeFormat() {}')).toThrow(/no longer as expected/);
  });
});
