import {describe, expect, it} from 'vitest';
import {globalDataWithoutProtected, signInRoutes, withoutProtectedPages} from './publicRoutes';

describe('withoutProtectedPages', () => {
  it('drops the pages under a protected path, at any depth, and keeps the layout routes that hold them', () => {
    const tree = {
      path: '/docs',
      routes: [
        {
          path: '/docs',
          routes: [
            {path: '/docs/intro', exact: true},
            {path: '/docs/Programs/En/lesson', exact: true},
            {path: '/docs/programs/es/lección', exact: true},
            {path: '/docs/Programs-old', exact: true},
          ],
        },
      ],
    };
    expect(withoutProtectedPages(tree)).toEqual({
      path: '/docs',
      routes: [{path: '/docs', routes: [{path: '/docs/intro', exact: true}, {path: '/docs/Programs-old', exact: true}]}],
    });
  });

  it('drops a protected page given alone', () => {
    expect(withoutProtectedPages({path: '/docs/Programs/En', exact: true})).toBeNull();
  });
});

describe('globalDataWithoutProtected', () => {
  it('lists the public docs of each version, and its main doc whatever it is', () => {
    const docs = [
      {id: 'intro', path: '/docs/intro'},
      {id: 'main', path: '/docs/Programs/En/first'},
      {id: 'l', path: '/docs/Programs/Es/Hacking-Ético/x'},
    ];
    const data = {path: '/docs', versions: [{name: 'current', mainDocId: 'main', docs}]};
    expect(globalDataWithoutProtected(data)).toEqual({path: '/docs', versions: [{name: 'current', mainDocId: 'main', docs: docs.slice(0, 2)}]});
  });
});

describe('signInRoutes', () => {
  it('is one route for everything under each protected root', () => {
    expect(signInRoutes(['/docs/Programs'], '@site/Page.tsx')).toEqual([{path: '/docs/Programs', exact: false, component: '@site/Page.tsx'}]);
  });
});
