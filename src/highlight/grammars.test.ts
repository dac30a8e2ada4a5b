import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {ALIASES, GRAMMARS, grammarOf, type GrammarId} from './grammars';

type Component = {require?: string | string[]; optional?: string | string[]; modify?: string | string[]; alias?: string | string[]};
const components = createRequire(import.meta.url)('prismjs/components.json').languages as Record<string, Component>;
const list = (value: string | string[] | undefined) => (value === undefined ? [] : typeof value === 'string' ? [value] : value);
const ids = Object.keys(GRAMMARS) as GrammarId[];

describe('GRAMMARS', () => {
  it.each(ids)('%s loads after what Prism says it builds on, within the set', (id) => {
    const component = components[id]!;
    const expected = [...list(component.require), ...list(component.optional), ...list(component.modify)].filter((dep) =>
      ids.includes(dep as GrammarId),
    );
    expect([...GRAMMARS[id].after].sort()).toEqual([...new Set(expected)].sort());
  });

  it.each(ids)('%s loads after grammars of the table only', (id) => {
    for (const dep of GRAMMARS[id].after) expect(ids).toContain(dep);
  });

  it('has no loops, so every grammar can load', () => {
    const visiting = new Set<GrammarId>();
    const visit = (id: GrammarId): void => {
      expect(visiting.has(id), `loop through ${id}`).toBe(false);
      visiting.add(id);
      (GRAMMARS[id].after as readonly GrammarId[]).forEach(visit);
      visiting.delete(id);
    };
    ids.forEach(visit);
  });
});

describe('ALIASES', () => {
  it('are exactly Prism’s aliases for the grammars in the set', () => {
    const expected = Object.fromEntries(ids.flatMap((id) => list(components[id]!.alias).map((alias) => [alias, id])));
    expect(ALIASES).toEqual(expected);
  });
});

describe('grammarOf', () => {
  it.each<[string | undefined, GrammarId | null]>([
    ['sql', 'sql'],
    ['SQL', 'sql'],
    ['sh', 'bash'],
    ['jinja2', 'django'],
    ['dockerfile', 'docker'],
    ['text', null],
    ['tsql', null],
    ['', null],
    [undefined, null],
    ['constructor', null],
    ['__proto__', null],
  ])('%s → %s', (language, expected) => {
    expect(grammarOf(language)).toBe(expected);
  });
});
