import {describe, expect, it} from 'vitest';
import {isCategoryIndexDoc} from './categoryIndex';

describe('isCategoryIndexDoc', () => {
  it.each([
    ['Programs/Es/DevOps/index.md', true],
    ['Programs/Es/DevOps/Index.mdx', true],
    ['Programs/Es/DevOps/README.md', true],
    ['Programs/Es/DevOps/DevOps.md', true],
    ['Programs/Es/DevOps/git/01-ramas.md', false],
    ['Programs/Es/DevOps/indexing.md', false],
    ['index.md', true],
  ])('%s → %s', (path, expected) => {
    expect(isCategoryIndexDoc(path)).toBe(expected);
  });
});
