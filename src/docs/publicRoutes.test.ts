import {describe, expect, it} from 'vitest';
import {PRERENDER_ONLY} from '../routeTable/plugin';
import {globalDataWithoutProtected, withInvitationRoutes} from './publicRoutes';

describe('withInvitationRoutes', () => {
  const page = {component: '@site/Invitation.tsx', modules: {invitation: '/data/invitation.json'}};
  type TestRoute = {path: string; exact?: boolean; component?: string; sidebar?: string; modules?: object; routes?: TestRoute[]};
  const docRoot = (routes: TestRoute[]): TestRoute => ({path: '/docs', routes: [{path: '/docs', routes}]});

  it('puts the protected pages, at any depth, under one route at their root that shows the invitation, and marks them build-only', () => {
    const tree = docRoot([
      {path: '/docs/intro', exact: true, component: '@theme/DocItem', sidebar: 'docs'},
      {path: '/docs/Programs/En/lesson', exact: true, component: '@theme/DocItem', sidebar: 'docs'},
      {path: '/docs/programs/es/lección', exact: true, component: '@theme/DocItem', sidebar: 'docs'},
      {path: '/docs/Programs-old', exact: true, component: '@theme/DocItem', sidebar: 'docs'},
    ]);
    expect(withInvitationRoutes(tree, page)).toEqual(
      docRoot([
        {path: '/docs/intro', exact: true, component: '@theme/DocItem', sidebar: 'docs'},
        {path: '/docs/Programs-old', exact: true, component: '@theme/DocItem', sidebar: 'docs'},
        {
          path: '/docs/Programs',
          exact: false,
          component: '@site/Invitation.tsx',
          modules: {invitation: '/data/invitation.json'},
          sidebar: 'docs',
          routes: [
            {path: '/docs/Programs/En/lesson', exact: true, component: '@site/Invitation.tsx', [PRERENDER_ONLY]: true},
            {path: '/docs/programs/es/lección', exact: true, component: '@site/Invitation.tsx', [PRERENDER_ONLY]: true},
          ],
        },
      ]),
    );
  });

  it('leaves a tree without protected pages as it is', () => {
    const tree = docRoot([{path: '/docs/intro', exact: true, component: '@theme/DocItem'}]);
    expect(withInvitationRoutes(tree, page)).toEqual(tree);
  });

  it('refuses protected pages of several sidebars, which one route cannot show', () => {
    const tree = docRoot([
      {path: '/docs/Programs/a', exact: true, component: 'x', sidebar: 'docs'},
      {path: '/docs/Programs/b', exact: true, component: 'x', sidebar: 'other'},
    ]);
    expect(() => withInvitationRoutes(tree, page)).toThrow(/several sidebars \(docs, other\)/);
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
