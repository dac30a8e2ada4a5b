import {describe, expect, it} from 'vitest';
import {buildManifest, duplicateIds, type DocInfo, type SidebarItem} from './manifest';

const doc = (stableId: string, path: string, exercises = 0): DocInfo => ({
  stableId,
  path,
  title: stableId.toUpperCase(),
  exercises,
});

const docs = new Map<string, DocInfo>([
  ['intro', doc('intro', '/docs/intro')],
  ['P/index', doc('P/index', '/docs/P')],
  ['P/M/a', doc('P/M/a', '/docs/P/M/a', 2)],
  ['P/M/b', doc('pinned-b', '/docs/P/M/b')],
  ['P/c', doc('P/c', '/docs/P/c')],
]);

const sidebar: SidebarItem[] = [
  {
    type: 'category',
    label: 'Programmes',
    link: {type: 'generated-index', permalink: '/docs'},
    items: [
      {
        type: 'category',
        label: 'Programme',
        link: {type: 'doc', id: 'P/index'},
        items: [
          {
            type: 'category',
            label: 'Module',
            link: {type: 'generated-index', permalink: '/docs/P/M'},
            items: [
              {type: 'doc', id: 'P/M/a'},
              {type: 'doc', id: 'P/M/b'},
            ],
          },
          {type: 'doc', id: 'P/c'},
        ],
      },
    ],
  },
  {type: 'category', label: 'Start here', items: [{type: 'doc', id: 'intro'}, {type: 'link'}]},
];

describe('buildManifest', () => {
  const manifest = buildManifest(sidebar, docs);

  it('lists lessons in sidebar order with their stable ids and the groups around them; category pages are no lessons', () => {
    expect(manifest.lessons.map(({id, groups, exercises}) => [id, groups.join(' > '), exercises])).toEqual([
      ['P/M/a', '/docs > /docs/P > /docs/P/M', 2],
      ['pinned-b', '/docs > /docs/P > /docs/P/M', 0],
      ['P/c', '/docs > /docs/P', 0],
      ['intro', '#Start here', 0],
    ]);
  });

  it('lists the categories that have a page, the landing page’s cards as programmes', () => {
    expect(manifest.groups).toEqual([
      {path: '/docs', title: 'Programmes', programme: false},
      {path: '/docs/P', title: 'Programme', programme: true},
      {path: '/docs/P/M', title: 'Module', programme: false},
      {path: '#Start here', title: 'Start here', programme: false},
    ]);
    expect(duplicateIds(manifest)).toEqual([]);
  });

  it('names two lessons sharing one id', () => {
    const clash = buildManifest(
      [
        {type: 'doc', id: 'P/M/a'},
        {type: 'doc', id: 'P/c'},
      ],
      new Map([
        ['P/M/a', doc('same', '/docs/a')],
        ['P/c', doc('same', '/docs/c')],
      ]),
    );
    expect(duplicateIds(clash)).toEqual(['lesson id "same" is used by /docs/a and /docs/c']);
  });
});
