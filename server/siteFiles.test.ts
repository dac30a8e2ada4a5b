import {describe, expect, it} from 'vitest';
import {candidateFiles} from './siteFiles';

describe('candidateFiles', () => {
  it.each([
    ['/', ['index.html']],
    ['/docs/intro', ['docs/intro/index.html', 'docs/intro.html', 'docs/intro']],
    ['/docs/Programs/Es/DevOps/', ['docs/Programs/Es/DevOps/index.html']],
    ['/sitemap.xml', ['sitemap.xml/index.html', 'sitemap.xml.html', 'sitemap.xml']],
  ])('%s → %j', (path, expected) => {
    expect(candidateFiles(path)).toEqual(expected);
  });
});
