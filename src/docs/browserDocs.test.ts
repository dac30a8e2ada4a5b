import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';
import {
  BROWSER_DOCS_MODULE,
  browserDocsModule,
  navbarDocIds,
  programmeOf,
  splitForBrowser,
  withBrowserDocsModules,
  type GlobalDoc,
} from './browserDocs';

const globalDataLoader = createRequire(import.meta.url)('./globalDataLoader.cjs') as (
  this: {getOptions: () => unknown; resourcePath?: string},
  source: string,
) => string;

const doc = (id: string): GlobalDoc => ({id, path: `/docs/${id}`, sidebar: 'docs'});
const lessons = (programme: string, count: number) =>
  Array.from({length: count}, (_, index) => doc(`Programs/${programme}/module/lesson-${index}`));
const site = (perProgramme: number) => ({
  path: '/docs',
  versions: [
    {
      name: 'current',
      mainDocId: 'Programs/En/DataEngineering/module/lesson-0',
      docs: [doc('intro'), ...lessons('En/DataEngineering', perProgramme), ...lessons('Es/Hacking-Ético', perProgramme), doc('Projects')],
    },
  ],
});

describe('programmeOf', () => {
  it('is the protected root and the language and programme below it, as the path spells them', () => {
    expect(programmeOf('/docs/Programs/Es/Machine Learning/05-arboles/random-forest')).toBe('/docs/Programs/Es/Machine Learning');
    expect(programmeOf('/docs/programs/es/DevOps/')).toBe('/docs/programs/es/DevOps');
    expect(programmeOf('/docs/Programs/En')).toBe('/docs/Programs/En');
  });

  it('is null outside the protected paths', () => {
    expect(programmeOf('/docs/intro')).toBeNull();
    expect(programmeOf('/docs/Programs-old/x')).toBeNull();
  });
});

describe('splitForBrowser', () => {
  it('keeps the public docs, the main doc and the navbar’s docs, and moves every other lesson to its programme', () => {
    const data = site(2);
    const {browser, moved} = splitForBrowser(data, new Set(['Programs/Es/Hacking-Ético/module/lesson-1']));
    expect(browser.versions[0]!.docs.map((kept) => kept.id)).toEqual([
      'intro',
      'Programs/En/DataEngineering/module/lesson-0',
      'Programs/Es/Hacking-Ético/module/lesson-1',
      'Projects',
    ]);
    expect(moved).toEqual([
      {programme: '/docs/Programs/En/DataEngineering', version: 'current', docs: [doc('Programs/En/DataEngineering/module/lesson-1')]},
      {programme: '/docs/Programs/Es/Hacking-Ético', version: 'current', docs: [doc('Programs/Es/Hacking-Ético/module/lesson-0')]},
    ]);
    expect(data.versions[0]!.docs).toHaveLength(6);
  });

  it('gives the browser the same data however many lessons the programmes have', () => {
    const few = splitForBrowser(site(3), new Set());
    const many = splitForBrowser(site(60), new Set());
    expect(JSON.stringify(many.browser)).toBe(JSON.stringify(few.browser));
    expect(many.moved.flatMap((group) => group.docs)).toHaveLength(2 * 60 - 1);
  });
});

describe('navbarDocIds', () => {
  it('finds the `doc` items at any depth, and nothing else', () => {
    const items = [
      {type: 'docSidebar', sidebarId: 'docs'},
      {type: 'doc', docId: 'intro'},
      {type: 'dropdown', items: [{type: 'doc', docId: 'Programs/En/x'}, {to: '/blog'}]},
    ];
    expect([...navbarDocIds(items)]).toEqual(['intro', 'Programs/En/x']);
  });
});

describe('withBrowserDocsModules', () => {
  it('gives the listed pages their programme’s module, beside their own modules', () => {
    const tree = {
      path: '/docs',
      routes: [
        {path: '/docs/intro', component: '@theme/DocItem', modules: {content: '@site/docs/intro.md'}},
        {path: '/docs/Programs/En/a', component: '@theme/DocItem', modules: {content: '@site/docs/a.md'}},
      ],
    };
    expect(withBrowserDocsModules(tree, new Map([['/docs/Programs/En/a', '/gen/en.js']]))).toEqual({
      path: '/docs',
      routes: [
        tree.routes[0],
        {
          path: '/docs/Programs/En/a',
          component: '@theme/DocItem',
          modules: {content: '@site/docs/a.md', [BROWSER_DOCS_MODULE]: '/gen/en.js'},
        },
      ],
    });
  });
});

describe('browserDocsModule', () => {
  it('puts the programme’s docs back when it is loaded', async () => {
    const data = site(2);
    const {browser, moved} = splitForBrowser(data, new Set());
    vi.doMock('@generated/globalData', () => ({default: {'docusaurus-plugin-content-docs': {default: browser}}}));
    const restoreDocs = (await import('./restoreDocs')).default;
    const source = browserDocsModule('default', moved[0]!);
    const call = /export default restoreDocs\((.*)\);/.exec(source)![1]!;
    const [pluginId, version, docs] = JSON.parse(`[${call}]`) as [string, string, GlobalDoc[]];
    expect(source).toContain(`import restoreDocs from '@site/src/docs/restoreDocs';`);
    expect(restoreDocs(pluginId, version, docs)).toEqual({added: 1});
    expect(restoreDocs(pluginId, version, docs)).toEqual({added: 0});
    expect(browser.versions[0]!.docs.map((listed) => listed.id)).toContain('Programs/En/DataEngineering/module/lesson-1');
    expect(() => restoreDocs(pluginId, 'v2', docs)).toThrow(/no version v2/);
    vi.doUnmock('@generated/globalData');
  });
});

describe('globalDataLoader', () => {
  const options = {plugin: 'docusaurus-plugin-content-docs', pluginId: 'default', data: {versions: []}};
  it('replaces the plugin instance’s global data and keeps every other', () => {
    const source = JSON.stringify({'docusaurus-plugin-content-docs': {default: site(1)}, other: {default: {a: 1}}});
    expect(JSON.parse(globalDataLoader.call({getOptions: () => options}, source))).toEqual({
      'docusaurus-plugin-content-docs': {default: {versions: []}},
      other: {default: {a: 1}},
    });
  });

  it('fails when the instance has no global data', () => {
    expect(() => globalDataLoader.call({getOptions: () => options}, '{}')).toThrow(/no global data for docusaurus-plugin-content-docs/);
  });
});
