import {describe, expect, it} from 'vitest';
import {downloaded, errorRange, isPlan, moreRows, summary} from './format';

describe('summary', () => {
  it.each([
    {rows: 3, returns: true, ms: 12.4, text: '3 rows · 12 ms'},
    {rows: 1, returns: true, ms: 0.42, text: '1 row · 0.4 ms'},
    {rows: 0, returns: true, ms: 3, text: '0 rows · 3.0 ms'},
    {rows: 2, returns: false, ms: 4, text: '2 rows changed · 4.0 ms'},
    {rows: 12345, returns: true, ms: 1234.5, text: '12,345 rows · 1,235 ms'},
  ])('$rows rows ($returns) in $ms ms: $text', ({rows, returns, ms, text}) => {
    expect(summary(rows, returns, ms)).toBe(text);
  });

  it('says "more than" when counting stopped', () => {
    expect(summary(100_000, true, 41.2, true)).toBe('more than 100,000 rows · 41 ms');
  });
});

describe('moreRows', () => {
  it.each([
    {total: 200, shown: 200, text: null},
    {total: 201, shown: 200, text: '1 more row'},
    {total: 387, shown: 200, text: '187 more rows'},
  ])('$total of which $shown shown: $text', ({total, shown, text}) => {
    expect(moreRows(total, shown)).toBe(text);
  });

  it('gives no number when there were more rows than were counted', () => {
    expect(moreRows(100_000, 200, true)).toBe('more rows not shown');
  });
});

describe('downloaded', () => {
  it.each([
    {loaded: 0, total: 13_806_675, text: '0.0 of 13.8 MB'},
    {loaded: 3_249_999, total: 13_806_675, text: '3.2 of 13.8 MB'},
    {loaded: 13_806_675, total: 13_806_675, text: '13.8 of 13.8 MB'},
  ])('$loaded of $total: $text', ({loaded, total, text}) => {
    expect(downloaded(loaded, total)).toBe(text);
  });
});

describe('isPlan', () => {
  it('is true for EXPLAIN’s single QUERY PLAN column only', () => {
    expect(isPlan({columns: [{name: 'QUERY PLAN', type: 'text'}], rows: [['Seq Scan on trips']]})).toBe(true);
    expect(isPlan({columns: [{name: 'plan', type: 'text'}], rows: []})).toBe(false);
    expect(
      isPlan({
        columns: [
          {name: 'QUERY PLAN', type: 'text'},
          {name: 'x', type: 'int4'},
        ],
        rows: [],
      }),
    ).toBe(false);
  });
});

describe('errorRange', () => {
  it.each([
    {text: 'SELECT * FRO trips', position: 10, range: {from: 9, to: 12}},
    {text: 'SELECT 1 +', position: 11, range: {from: 9, to: 10}},
    {text: 'SELECT (1', position: 8, range: {from: 7, to: 8}},
    {text: 'SELECT zone_id FROM zones', position: 8, range: {from: 7, to: 14}},
    {text: 'SELECT 1', position: 99, range: {from: 7, to: 8}},
    {text: '', position: 1, range: {from: 0, to: 0}},
  ])('$text at $position', ({text, position, range}) => {
    expect(errorRange(text, position)).toEqual(range);
  });
});
