import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const {withoutModulePaths} = createRequire(import.meta.url)('./registryLoader.cjs') as {
  withoutModulePaths: (source: string) => string;
};
// The loader as a whole, with shards, is tested in shards.test.ts.
const registryLoader = withoutModulePaths;

describe('the registry’s module paths', () => {
  it('empties the module path of each entry and keeps the loader and the webpack id', () => {
    const source = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docs/p/docs-175.json"), "@generated/docs/p/docs-175.json", require.resolveWeak("@generated/docs/p/docs-175.json")],
  "013afa14": [() => import(/* webpackChunkName: "013afa14" */ "@site/docs/Programs/Es/Machine Learning/a.md"), "@site/docs/Programs/Es/Machine Learning/a.md", require.resolveWeak("@site/docs/Programs/Es/Machine Learning/a.md")],
};`;
    expect(registryLoader(source)).toBe(`export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docs/p/docs-175.json"), "", require.resolveWeak("@generated/docs/p/docs-175.json")],
  "013afa14": [() => import(/* webpackChunkName: "013afa14" */ "@site/docs/Programs/Es/Machine Learning/a.md"), "", require.resolveWeak("@site/docs/Programs/Es/Machine Learning/a.md")],
};`);
  });

  it('leaves anything else as it is', () => {
    expect(registryLoader('export default {};')).toBe('export default {};');
  });
});
