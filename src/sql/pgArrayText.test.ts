import {describe, expect, it} from 'vitest';
import {arrayText, type ArrayValue} from './pgArrayText';

describe('arrayText', () => {
  it.each([
    [[], '{}'],
    [['1', '2'], '{1,2}'],
    [
      ['a b', '', null, 'NULL', 'x"y', 'back\\slash', '{x}', 'c,d'],
      '{"a b","",NULL,"NULL","x\\"y","back\\\\slash","{x}","c,d"}',
    ],
    [
      [
        ['1', '2'],
        ['3', null],
      ],
      '{{1,2},{3,NULL}}',
    ],
  ] as [ArrayValue[], string][])('prints %j as %s', (values, text) => {
    expect(arrayText(values)).toBe(text);
  });
});
