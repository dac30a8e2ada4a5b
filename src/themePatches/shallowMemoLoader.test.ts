import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const shallowMemoLoader = require('./shallowMemoLoader.cjs') as (source: string) => string;
// The package's exports hide its lib folder; its main entry is lib/index.js.
const installed = readFileSync(join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'), 'utf8');

describe('shallowMemoLoader', () => {
  it('takes localeCompare out of the installed useShallowMemoObject', () => {
    const rewritten = shallowMemoLoader(installed);
    expect(rewritten).not.toContain('localeCompare');
    expect(rewritten.length).toBeGreaterThan(installed.length - 40);
  });

  it('sorts keys in the same order as before for property names', () => {
    const rewritten = shallowMemoLoader('deps.sort((a, b) => a[0].localeCompare(b[0]));');
    const sortEntries = new Function('deps', `${rewritten} return deps.map((entry) => entry[0]);`) as (
      deps: [string, unknown][],
    ) => string[];
    const keys = ['sidebar', 'path', 'component', 'subtree', 'attributes', 'childList'];
    expect(sortEntries(keys.map((key) => [key, 1]))).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
  });

  it('fails the build with a clear message when the line has changed', () => {
    expect(() => shallowMemoLoader('export function useShallowMemoObject() {}')).toThrow(/no longer as expected/);
  });
});
