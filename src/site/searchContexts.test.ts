import {describe, expect, it} from 'vitest';
import {toSearchContexts} from './searchContexts';
import {PROTECTED_PATHS} from '../access/paths';

describe('toSearchContexts', () => {
  it.each([
    [['/docs/Programs'], ['docs/Programs']],
    [['/docs/Programs/'], ['docs/Programs']],
    [['//docs/Programs//'], ['docs/Programs']],
    [['/docs/Programs', '/docs/Private'], ['docs/Programs', 'docs/Private']],
    [['/'], []],
    [[], []],
  ])('%j gives %j', (paths, expected) => {
    expect(toSearchContexts(paths)).toEqual(expected);
  });

  it('gives the configured protected tree its own search context', () => {
    expect(toSearchContexts(PROTECTED_PATHS)).toContain('docs/Programs');
  });
});
