import {statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {DATASETS_DIR} from '../plan';
import remarkSqlBlocks from './remarkSqlBlocks';
import {startModuleSource} from './start';

const EXERCISE = [
  '-- task: Count the rows.',
  '-- solution:',
  'SELECT count(*) AS n FROM t;',
  '-- expected:',
  '--  n',
  '-- ---',
  '--  2',
].join('\n');

const PAGE = [
  'Intro.',
  '```sql',
  'CREATE TABLE t (a int);',
  '```',
  '```sql dialect="bigquery"',
  'SELECT 1',
  '```',
  '```sql norun="needs a second session"',
  'LOCK t;',
  '```',
  '```python',
  'print(1)',
  '```',
  '```sql exercise',
  EXERCISE,
  '```',
].join('\n');

type Props = Record<string, unknown>;

/** The attributes of an element as values (each is a JSON expression, the start a function's source). */
function props(element: MdxJsxFlowElement): Props {
  return Object.fromEntries(
    (element.attributes as MdxJsxAttribute[]).map(({name, value}) => {
      const code = typeof value === 'string' ? JSON.stringify(value) : value!.value;
      return [name, name === 'start' ? code : JSON.parse(code)];
    }),
  );
}

function transform(markdown: string, path: string, frontMatter: Record<string, unknown> = {}): Root {
  const tree = fromMarkdown(markdown);
  remarkSqlBlocks({root: 'docs', prefix: 'docs'})(tree, {path, data: {frontMatter}});
  return tree;
}

describe('remarkSqlBlocks', () => {
  it('leaves a page without SQL as it is', () => {
    const tree = transform('Text.\n\n```python\nprint(1)\n```\n', 'docs/a.md');
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'code']);
  });

  it('wraps the page in SqlLesson and turns each sql fence into SqlBlock, numbering the runnable ones', () => {
    const tree = transform(PAGE, 'docs/Course/lesson.md');
    expect(tree.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'mdxjsEsm', 'mdxJsxFlowElement']);
    const lesson = tree.children[2] as MdxJsxFlowElement;
    expect(lesson.name).toBe('SqlLesson');
    // No sql_start: an empty database, so no start chunk.
    expect(props(lesson)).toEqual({id: 'docs/Course/lesson.md'});
    const blocks = lesson.children.filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement');
    expect(blocks.map(props)).toEqual([
      {kind: 'run', index: 0, code: 'CREATE TABLE t (a int);'},
      {kind: 'dialect', metastring: 'dialect="bigquery"', dialect: 'BigQuery', code: 'SELECT 1'},
      {kind: 'norun', metastring: 'norun="needs a second session"', reason: 'needs a second session', code: 'LOCK t;'},
      {
        kind: 'exercise',
        metastring: 'exercise',
        index: 1,
        exercise: {
          task: 'Count the rows.',
          starter: '',
          solution: 'SELECT count(*) AS n FROM t;',
          expected: {columns: [{name: 'n', type: ''}], rows: [['2']]},
          ordered: false,
        },
        exerciseNumber: 1,
      },
    ]);
    expect(lesson.children.some((node) => node.type === 'code' && node.lang === 'python')).toBe(true);
  });

  it('numbers exercises from 1 in page order, as learner progress counts them in the Markdown', () => {
    const markdown = `${PAGE}\n\n\`\`\`sql exercise ordered\n${EXERCISE}\n\`\`\`\n`;
    const tree = fromMarkdown(markdown);
    remarkSqlBlocks({root: 'docs', prefix: 'docs'})(tree, {path: 'docs/two.md', value: markdown, data: {}});
    const lesson = tree.children[2] as MdxJsxFlowElement;
    const exercises = lesson.children
      .filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement')
      .map(props)
      .filter((block) => block.kind === 'exercise');
    expect(exercises.map((block) => [block.index, block.exerciseNumber])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('stops the build when its exercise count and learner progress’s differ', () => {
    // In a list item four spaces in, a fence is code to the Markdown parser but not to progress's line count.
    const markdown = `- A step:\n\n    \`\`\`sql exercise\n${EXERCISE.replace(/^/gm, '    ')}\n    \`\`\`\n`;
    const tree = fromMarkdown(markdown);
    expect(() =>
      remarkSqlBlocks({root: 'docs', prefix: 'docs'})(tree, {path: 'docs/list.md', value: markdown, data: {}}),
    ).toThrow(/docs\/list\.md: the page has 1 SQL exercises, learner progress counts 0/);
  });

  it.each([
    {fence: '```sql dialect="oracle"', message: /docs\/bad\.md:1: SQL fence: unknown dialect "oracle"/},
    {fence: '```sql exercise', message: /docs\/bad\.md:1: exercise/},
  ])('refuses $fence with the file and line', ({fence, message}) => {
    expect(() => transform(`${fence}\nSELECT 1\n\`\`\``, 'docs/bad.md')).toThrow(message);
  });
});

describe('startModuleSource', () => {
  it('names each dataset by a URL the bundler resolves and its size, and carries the setup scripts', () => {
    const source = startModuleSource(['taxi'], ['CREATE TABLE a ();', 'SELECT 1;'], 'src/sql/datasets');
    const bytes = statSync(join(DATASETS_DIR, 'taxi.sql')).size;
    expect(bytes).toBeGreaterThan(0);
    expect(source).toBe(
      `export default {datasets: [{url: new URL("./taxi.sql", import.meta.url).href, bytes: ${bytes}}], scripts: ["CREATE TABLE a ();","SELECT 1;"]};\n`,
    );
  });
});
