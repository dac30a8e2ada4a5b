import {describe, expect, it} from 'vitest';
import {fold, indexTerms, queryTerms, shardOf, withinOneEdit, words} from './analyze';

describe('fold and words', () => {
  it.each([
    ['Ejecución', 'ejecucion'],
    ['PARTICIÓN', 'particion'],
    ['año', 'ano'],
    ['Ütil', 'util'],
  ])('%s → %s', (word, folded) => {
    expect(fold(word)).toBe(fold(folded));
    expect(fold(word)).toBe(folded);
  });

  it('splits on anything that is not a letter or digit', () => {
    expect(words('Window functions: ROW_NUMBER() over (partición)')).toEqual(['window', 'functions', 'row', 'number', 'over', 'partición']);
  });
});

describe('indexTerms and queryTerms meet', () => {
  it.each([
    ['partitioning', 'en', 'partitioned'],
    ['partitions', 'en', 'partition'],
    ['tabla', 'es', 'tablas'],
    ['particiones', 'es', 'partición'],
    ['ejecución', 'es', 'ejecucion'],
    ['ejecución', 'es', 'ejecución'],
  ] as const)('a page word %s (%s) is found by %s', (pageWord, language, queryWord) => {
    const indexed = new Set(indexTerms(pageWord, language));
    expect(queryTerms(queryWord).some((term) => indexed.has(term))).toBe(true);
  });

  it.each(['the', 'de', 'la', 'y', 'a'])('leaves out the stop word %s', (word) => {
    expect(indexTerms(word, 'en')).toEqual([]);
    expect(indexTerms(word, 'es')).toEqual([]);
  });
});

describe('shardOf', () => {
  it.each([
    ['partition', 'par'],
    ['ab', 'ab'],
    ['ñandu', '_f1an'],
    ['ß', '_df'],
  ])('%s → %s', (term, shard) => {
    expect(shardOf(term)).toBe(shard);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['partitioning', 'partitoning', true],
    ['partitioning', 'partitionning', true],
    ['airflow', 'airflwo', true],
    ['terraform', 'terrafrom', true],
    ['docker', 'dockre', true],
    ['docker', 'docker', true],
    ['docker', 'dock', false],
    ['partitioning', 'partitnoing', false],
    ['abc', 'xyz', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
