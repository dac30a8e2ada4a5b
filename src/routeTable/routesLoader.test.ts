import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const routesLoader = createRequire(import.meta.url)('./routesLoader.cjs') as (source: string) => string;

const generated = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/it\\'s',
    component: ComponentCreator('/blog/it\\'s', 'f0c'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '4a1'),
    routes: [
      {
        path: '/docs/intro',
        component: ComponentCreator('/docs/intro', '61d'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

/** Evaluates the rewritten module with a ComponentCreator that counts its calls. */
function load(source: string) {
  const made: string[] = [];
  const ComponentCreator = (path: string, hash?: string) => {
    made.push(path);
    return {path, hash};
  };
  const body = source
    .replace(/^import .*$/gm, '')
    .replace('export default ', 'return ');
  const routes = new Function('ComponentCreator', body)(ComponentCreator) as {
    path: string;
    component: unknown;
    routes?: {path: string; component: unknown}[];
  }[];
  return {routes, made};
}

describe('routesLoader', () => {
  it('makes no route component until a route is read', () => {
    const {made} = load(routesLoader(generated));
    expect(made).toEqual([]);
  });

  it('makes a route component once, on first read, and keeps it', () => {
    const {routes, made} = load(routesLoader(generated));
    const intro = routes[1]!.routes![0]!;
    const first = intro.component;
    expect(first).toEqual({path: '/docs/intro', hash: '61d'});
    expect(intro.component).toBe(first);
    expect(made).toEqual(['/docs/intro']);
    expect(Object.keys(intro)).toEqual(['path', 'component', 'exact']);
  });

  it('keeps paths with quotes intact', () => {
    const {routes} = load(routesLoader(generated));
    expect(routes[0]!.component).toEqual({path: "/blog/it's", hash: 'f0c'});
  });

  it('gives the same routes as the original table', () => {
    const original = load(generated).routes;
    const lazy = load(routesLoader(generated)).routes;
    expect(JSON.parse(JSON.stringify(lazy))).toEqual(JSON.parse(JSON.stringify(original)));
  });

  it('makes a route component for the path the generated table gives it', () => {
    const other = `import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/a',
    component: ComponentCreator('/b', '123'),
  },
];
`;
    expect(load(routesLoader(other)).routes[0]!.component).toEqual({path: '/b', hash: '123'});
  });

  it('keeps an empty table empty', () => {
    expect(load(routesLoader('export default [];')).routes).toEqual([]);
  });

  it('refuses a file that is not a generated route table', () => {
    expect(() => routesLoader('module.exports = [];')).toThrow(/no `export default \[`/);
  });
});
