import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const chunkSlicesLoader = require('./chunkSlicesLoader.cjs') as (this: object, source: string) => string;
const componentCreator = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');

describe('chunkSlicesLoader', () => {
  it('starts each of a route’s chunks through the task slices, and nothing else changes', () => {
    const installed = readFileSync(componentCreator, 'utf8');
    const rewritten = chunkSlicesLoader.call({}, installed);
    expect(rewritten).toContain('loader[keyPath] = () => startInTaskSlices(chunkRegistry[0]);');
    expect(rewritten.split('\n')[0]).toBe("import {startInTaskSlices} from '@site/src/themePatches/taskSlices';");
    expect(rewritten.replace(/^.*\n/, '').replace('() => startInTaskSlices(chunkRegistry[0])', 'chunkRegistry[0]')).toBe(installed);
  });

  it('fails the build with a clear message when ComponentCreator has changed', () => {
    expect(() => chunkSlicesLoader.call({}, 'export default function ComponentCreator() {}')).toThrow(/no longer as expected/);
  });
});
