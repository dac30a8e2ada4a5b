import {describe, expect, it} from 'vitest';
import {mermaidSources} from './fences';

describe('mermaidSources', () => {
  it.each<[string, string, string[]]>([
    ['one block', 'Text\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\nMore', ['flowchart LR\n  A --> B']],
    ['two blocks', '```mermaid\na\n```\n\n```mermaid\nb\n```', ['a', 'b']],
    ['tildes and a longer fence', '~~~~mermaid\na\n~~~\nb\n~~~~', ['a\n~~~\nb']],
    ['a space before the language', '``` mermaid\na\n```', ['a']],
    ['Windows line ends', '```mermaid\r\na\r\nb\r\n```', ['a\nb']],
    ['in a list item, indentation removed', '1. Step\n\n   ```mermaid\n   flowchart LR\n     A --> B\n   ```', ['flowchart LR\n  A --> B']],
    ['an unclosed block runs to the end', '```mermaid\na\nb', ['a\nb']],
    ['an empty block', '```mermaid\n```', ['']],
    ['other languages are not diagrams', '```python\nprint(1)\n```\n```mermaidx\na\n```', []],
    ['a fence inside another block is its text', '````markdown\n```mermaid\nnot a diagram\n```\n````\n```mermaid\nreal\n```', ['real']],
    ['a mention in prose is not a fence', 'Write ```mermaid``` blocks.', []],
  ])('%s', (_name, markdown, expected) => {
    expect(mermaidSources(markdown)).toEqual(expected);
  });
});
