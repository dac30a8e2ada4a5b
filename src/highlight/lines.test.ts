import {describe, expect, it} from 'vitest';
import {plainLines, toLines, type PrismStream} from './lines';

const t = (types: string[], content: string) => ({types, content});

describe('toLines', () => {
  it.each<[string, PrismStream, ReturnType<typeof toLines>]>([
    ['a plain string', ['select 1'], [[t(['plain'], 'select 1')]]],
    ['a string over two lines', ['a\nb'], [[t(['plain'], 'a')], [t(['plain'], 'b')]]],
    ['Windows and old Mac line ends', ['a\r\nb\rc'], [[t(['plain'], 'a')], [t(['plain'], 'b')], [t(['plain'], 'c')]]],
    ['an empty line in the middle', ['a\n\nb'], [[t(['plain'], 'a')], [t(['plain'], '\n')], [t(['plain'], 'b')]]],
    ['a trailing newline', ['a\n'], [[t(['plain'], 'a')], [t(['plain'], '\n')]]],
    ['empty code', [''], [[t(['plain'], '\n')]]],
    [
      'a token and text',
      [{type: 'keyword', content: 'select'}, ' 1'],
      [[t(['keyword'], 'select'), t(['plain'], ' 1')]],
    ],
    [
      'nested tokens keep the outer types, strings inside take the parent types',
      [{type: 'string', content: ['"', {type: 'interpolation', alias: 'variable', content: '$x'}, '"']}],
      [[t(['string'], '"'), t(['string', 'interpolation', 'variable'], '$x'), t(['string'], '"')]],
    ],
    [
      'an alias list, and a repeated type is not doubled',
      [{type: 'comment', alias: ['comment', 'doc'], content: '# x'}],
      [[t(['comment', 'doc'], '# x')]],
    ],
    [
      'a token whose content is one token',
      [{type: 'a', content: {type: 'b', content: 'x'}}],
      [[t(['a', 'b'], 'x')]],
    ],
    [
      'a multi-line token splits into lines with the same types',
      [{type: 'comment', content: '/* a\nb */'}],
      [[t(['comment'], '/* a')], [t(['comment'], 'b */')]],
    ],
  ])('%s', (_name, stream, expected) => {
    expect(toLines(stream)).toEqual(expected);
  });
});

describe('plainLines', () => {
  it('is the code, one plain token a line', () => {
    expect(plainLines('x = 1\ny = 2')).toEqual([[t(['plain'], 'x = 1')], [t(['plain'], 'y = 2')]]);
  });
});
