import {describe, expect, it} from 'vitest';
import {cardDocIds, slimRoutes, slimVersionProp} from './slimVersion';

describe('cardDocIds', () => {
  it('lists the docs directly under a generated-index category, at any depth', () => {
    const ids = cardDocIds({
      docs: [
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          link: {type: 'generated-index'},
          items: [
            {type: 'doc', id: 'card-1'},
            {type: 'category', link: {type: 'doc'}, items: [{type: 'doc', id: 'lesson'}]},
            {type: 'category', link: {type: 'generated-index'}, items: [{type: 'doc', id: 'card-2'}]},
          ],
        },
      ],
    });
    expect([...ids].sort()).toEqual(['card-1', 'card-2']);
  });
});

describe('slimVersionProp', () => {
  const version = {
    pluginId: 'default',
    docs: {
      lesson: {id: 'lesson', title: 'Lesson', description: 'Long text', sidebar: 'docs'},
      card: {id: 'card', title: 'Card', description: 'Shown on a card', sidebar: 'docs'},
    },
    docsSidebars: {
      docs: [
        {type: 'link', href: '/a', unlisted: false},
        {type: 'category', items: [{type: 'link', href: '/b', unlisted: true}]},
      ],
    },
  };
  const slim = slimVersionProp(version, new Set(['card']));

  it('keeps every doc and its title, and the descriptions of cards only', () => {
    expect(slim.docs).toEqual({
      lesson: {id: 'lesson', title: 'Lesson', sidebar: 'docs'},
      card: {id: 'card', title: 'Card', description: 'Shown on a card', sidebar: 'docs'},
    });
  });

  it('drops unlisted: false and keeps unlisted: true', () => {
    expect(slim.docsSidebars.docs).toEqual([{type: 'link', href: '/a'}, {type: 'category', items: [{type: 'link', href: '/b', unlisted: true}]}]);
  });

  it('leaves the rest as it was, without changing its input', () => {
    expect(slim.pluginId).toBe('default');
    expect(version.docs.lesson.description).toBe('Long text');
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
    expect(slimRoutes(tree, new Set())).toEqual({
      path: '/docs',
      routes: [
        {path: '/docs', props: {version: {docs: {a: {id: 'a', title: 'A'}}, docsSidebars: {}}}, routes: [{path: '/docs/a'}]},
        {path: '/docs/tags', props: {tags: ['t']}},
      ],
    });
  });
});
