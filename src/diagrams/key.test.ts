import {describe, expect, it} from 'vitest';
import {diagramKey} from './key';

describe('diagramKey', () => {
  it('is 16 hex digits, the same for the same source', () => {
    expect(diagramKey('flowchart LR\n  A --> B')).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramKey('flowchart LR\n  A --> B')).toBe(diagramKey('flowchart LR\n  A --> B'));
  });

  it.each([
    ['flowchart LR\n  A --> B', 'flowchart LR\n  A --> C'],
    ['flowchart LR\n  A --> B', 'flowchart LR\n  A --> B\n'],
    ['', ' '],
    ['ab', 'ba'],
  ])('tells %j from %j', (one, other) => {
    expect(diagramKey(one)).not.toBe(diagramKey(other));
  });

  it('does not collide over many similar sources', () => {
    const keys = new Set(Array.from({length: 20_000}, (_, index) => diagramKey(`flowchart LR\n  A${index} --> B`)));
    expect(keys.size).toBe(20_000);
  });
});
