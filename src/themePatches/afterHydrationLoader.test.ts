import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const afterHydrationLoader = require('./afterHydrationLoader.cjs') as (
  this: {resourcePath: string},
  source: string,
) => string;

const browserContext = require.resolve('@docusaurus/core/lib/client/browserContext.js');
// The package's exports hide its lib folder; its main entry is lib/index.js.
const useWindowSize = join(dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js');
const rewrite = (file: string, source = readFileSync(file, 'utf8')) =>
  afterHydrationLoader.call({resourcePath: file}, source);

describe('afterHydrationLoader', () => {
  it.each([
    ['isBrowser', browserContext, 'startTransition(() => setIsBrowser(true));'],
    ['the window size', useWindowSize, 'startTransition(updateWindowSize);'],
  ])('makes the installed update of %s after hydration a transition', (_name, file, update) => {
    const rewritten = rewrite(file);
    expect(rewritten).toContain(update);
    expect(rewritten).toMatch(/import (React, )?\{ startTransition, useEffect, useState \} from 'react';/);
  });

  it('leaves the resize listener updating at once', () => {
    expect(rewrite(useWindowSize)).toContain("window.addEventListener('resize', updateWindowSize);");
  });

  it.each([browserContext, useWindowSize])('fails the build with a clear message when %s has changed', (file) => {
    expect(() => rewrite(file, 'export function Changed() {}')).toThrow(/no longer as expected/);
  });
});
