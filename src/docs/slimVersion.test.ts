import {describe, expect, it} from 'vitest';
import {cardsOf, DOC_LINK_MARK, slimRoutes, slimVersionProp, type Cards} from './slimVersion';

describe('cardsOf', () => {
  it('finds the docs and the generated indexes whose items are cards, at any depth', () => {
    const cards = cardsOf({
      docs: [
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          link: {type: 'generated-index', permalink: '/docs/category/programmes'},
          items: [
            {type: 'doc', id: 'card-1'},
            {type: 'category', link: {type: 'doc'}, items: [{type: 'doc', id: 'lesson'}]},
            {type: 'category', link: {type: 'generated-index', permalink: '/docs/category/more'}, items: [{type: 'doc', id: 'card-2'}]},
          ],
        },
      ],
    });
    expect([...cards.docs].sort()).toEqual(['card-1', 'card-2']);
    expect([...cards.indexes].sort()).toEqual(['/docs/category/more', '/docs/category/programmes']);
  });
});

describe('slimVersionProp', () => {
  const cards: Cards = {docs: new Set(['card']), indexes: new Set(['/docs/category/programmes'])};
  const version = {
    pluginId: 'default',
    docs: {
      lesson: {id: 'lesson', title: 'Lesson', description: 'Long text', sidebar: 'docs'},
      card: {id: 'card', title: 'Card', description: 'Shown on a card', sidebar: 'docs'},
    },
    docsSidebars: {
      docs: [
        {type: 'link', href: '/a', unlisted: false},
        {type: 'link', href: '/docs/lesson', docId: 'lesson'},
        {type: 'link', href: '/docs/card', docId: 'card'},
        {
          type: 'category',
          href: '/docs/category/programmes',
          description: 'Not a card: at the top',
          items: [
            {type: 'category', href: '/docs/programme', description: 'A card on the index', items: [{type: 'link', href: '/b', unlisted: true}]},
            {type: 'category', description: 'Another card', items: [{type: 'category', description: 'Not a card: deeper', items: []}]},
          ],
        },
      ],
    },
  };
  const slim = slimVersionProp(version, cards);

  it('keeps the docs shown as cards, whole, and no other', () => {
    expect(slim.docs).toEqual({card: {id: 'card', title: 'Card', description: 'Shown on a card', sidebar: 'docs'}});
  });

  it('drops unlisted: false, the doc ids no card needs, and the descriptions of categories that are no card', () => {
    expect(slim.docsSidebars.docs).toEqual([
      {type: 'link', href: '/a'},
      {type: 'link', href: '/docs/lesson', docId: DOC_LINK_MARK},
      {type: 'link', href: '/docs/card', docId: 'card'},
      {
        type: 'category',
        href: '/docs/category/programmes',
        items: [
          {type: 'category', href: '/docs/programme', description: 'A card on the index', items: [{type: 'link', href: '/b', unlisted: true}]},
          {type: 'category', description: 'Another card', items: [{type: 'category', items: []}]},
        ],
      },
    ]);
  });

  it('leaves the rest as it was, without changing its input', () => {
    expect(slim.pluginId).toBe('default');
    expect(version.docs.lesson.description).toBe('Long text');
    expect(version.docsSidebars.docs[0]).toEqual({type: 'link', href: '/a', unlisted: false});
  });
});

describe('slimRoutes', () => {
  it('slims the version data wherever it sits in the route tree, and nothing else', () => {
    const tree = {
      path: '/docs',
      routes: [
        {path: '/docs', props: {version: {docs: {a: {id: 'a', title: 'A', description: 'x'}}, docsSidebars: {}}}, routes: [{path: '/docs/a'}]},
        {path: '/docs/tags', props: {tags: ['t']}},
      ],
    };
    expect(slimRoutes(tree, {docs: new Set(), indexes: new Set()})).toEqual({
      path: '/docs',
      routes: [
        {path: '/docs', props: {version: {docs: {}, docsSidebars: {}}}, routes: [{path: '/docs/a'}]},
        {path: '/docs/tags', props: {tags: ['t']}},
      ],
    });
  });
});
