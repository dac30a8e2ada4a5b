import {describe, expect, it} from 'vitest';
import {buildIndex} from './buildIndex';
import type {IndexedPage} from './format';
import {createSearch, excerptOf} from './search';

const page = (url: string, title: string, sections: [string, string, string][], locked = false): IndexedPage => ({url, title, locked, sections});

const PAGES = [
  {
    language: 'en' as const,
    page: page('/docs/partitioning', 'Partitioning tables', [
      ['', '', 'How a warehouse splits a table by date.'],
      ['Pruning', 'pruning', 'Queries that filter on the partitioned column read fewer bytes.'],
    ]),
  },
  {
    language: 'en' as const,
    page: page('/docs/clustering', 'Clustering', [['', '', 'Clustering sorts data; it mentions partitioning once.']]),
  },
  {
    language: 'es' as const,
    page: page('/docs/es/orden', 'Orden de ejecución de una consulta', [['', '', 'Las tablas se leen antes del filtro.']]),
  },
  {language: 'en' as const, page: page('/docs/Programs/En/tombstones', 'Tombstones and compaction', [], true)},
];

function searchOver() {
  const {pages, shards} = buildIndex(PAGES);
  const reads: string[] = [];
  const search = createSearch(async (path) => {
    reads.push(path);
    if (path === 'meta.json') return {pages: pages.length, shards: [...shards.keys()]};
    const shard = /^t\/(.+)\.json$/.exec(path)?.[1];
    if (shard !== undefined) return shards.get(shard) ?? null;
    const number = Number(/^p\/(\d+)\.json$/.exec(path)?.[1]);
    return pages[number] ?? null;
  });
  return {search, reads};
}

const titles = async (query: string) => (await searchOver().search(query, 10)).hits.map((hit) => hit.title);

describe('createSearch', () => {
  it.each([
    ['partitioned', 'Partitioning tables'],
    ['partition', 'Partitioning tables'],
    ['partitoning', 'Partitioning tables'],
    ['Partitionin', 'Partitioning tables'],
    ['ejecucion', 'Orden de ejecución de una consulta'],
  ])('%s finds %s first', async (query, title) => {
    expect((await titles(query))[0]).toBe(title);
  });

  it('stems Spanish: tabla finds a page about tablas (and English tables, stemmed alike)', async () => {
    expect(await titles('tabla')).toContain('Orden de ejecución de una consulta');
  });

  it('ranks a title match above a mention in the body', async () => {
    expect(await titles('partitioning')).toEqual(['Partitioning tables', 'Clustering']);
  });

  it('needs every word of the query, when some page has them all', async () => {
    expect(await titles('partitioning sorts')).toEqual(['Clustering']);
  });

  it('finds a locked lesson by its title and says so', async () => {
    const {hits} = await searchOver().search('tombstones', 10);
    expect(hits).toMatchObject([{title: 'Tombstones and compaction', locked: true, sections: [], excerpt: []}]);
  });

  it('opens a section at its anchor, with the matched words marked', async () => {
    const {hits} = await searchOver().search('bytes', 10);
    expect(hits[0]!.sections).toHaveLength(1);
    expect(hits[0]!.sections[0]!.url).toBe('/docs/partitioning#pruning');
    expect(hits[0]!.sections[0]!.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(['bytes']);
  });

  it('answers nothing for stop words alone or unknown words', async () => {
    expect(await titles('the de la')).toEqual([]);
    expect(await titles('zzzzzz')).toEqual([]);
  });

  it('reads only the shards of the query words and the pages it shows', async () => {
    const {search, reads} = searchOver();
    await search('partitioned', 1);
    expect(reads.filter((path) => path.startsWith('p/'))).toHaveLength(1);
    expect(reads.filter((path) => path.startsWith('t/'))).toEqual(['t/par.json']);
    // A word no page has costs no request.
    await search('zzzzzz', 1);
    expect(reads.filter((path) => path.startsWith('t/zzz'))).toEqual([]);
  });
});

describe('excerptOf', () => {
  it('centres on the first match and marks every match', () => {
    const text = `${'filler '.repeat(40)}the partition key and another partition here ${'tail '.repeat(40)}`;
    const parts = excerptOf(text, (word) => word === 'partition');
    expect(parts[0]!.text).toBe('… ');
    expect(parts.filter((part) => part.match).length).toBe(2);
    expect(parts.at(-1)!.text).toBe(' …');
  });
});
