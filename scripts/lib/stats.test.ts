import {describe, expect, it} from 'vitest';
import {spread} from './stats';

describe('spread', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(spread([3, 1, 2])).toEqual({median: 2, min: 1, max: 3});
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(spread([10, 1, 4, 2])).toEqual({median: 3, min: 1, max: 10});
  });

  it('summarises a single run as itself', () => {
    expect(spread([7])).toEqual({median: 7, min: 7, max: 7});
  });

  it('refuses no values rather than inventing a median', () => {
    expect(() => spread([])).toThrow();
  });
});
