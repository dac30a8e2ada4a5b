import {beforeAll, describe, expect, it} from 'vitest';
import {codeBlocks, prose, wordCount} from './markdown';
import {checkJson, checkMermaid, checkPython, checkSql, checkYaml} from './parsers';
import {
  MIN_LESSON_WORDS,
  checkCodeBlocks,
  checkFrontMatter,
  checkLanguage,
  checkLesson,
  checkPlaceholders,
  expectedLanguage,
  isLesson,
  type Page,
} from './checks';

const block = (lang: string, code: string, meta = '') => ({lang, meta, code, line: 1});
const page = (file: string, body: string, frontMatter: Record<string, unknown> = {title: 'T', description: 'D'}): Page => ({
  file,
  frontMatter,
  body,
  bodyOffset: 4,
});
const words = (count: number, word = 'data') => Array.from({length: count}, () => word).join(' ');

describe('markdown', () => {
  it('finds fenced blocks with their language, title and line', () => {
    const body = ['Intro', '```sql title="BigQuery"', 'SELECT 1;', '```', '', '````md', '```python', 'x = 1', '```', '````'].join('\n');
    expect(codeBlocks(body, 10)).toEqual([
      {lang: 'sql', meta: 'title="BigQuery"', code: 'SELECT 1;', line: 12},
      {lang: 'md', meta: '', code: '```python\nx = 1\n```', line: 16},
    ]);
  });

  it('counts prose words without code', () => {
    const body = 'One two three.\n\n```python\nnot = counted\n```\n<!-- hidden -->\nFour.';
    expect(wordCount(prose(body))).toBe(4);
  });
});

describe('parsers', () => {
  it.each([
    ['SELECT id FROM trips WHERE fare > 10;', '', null],
    ['SELEC id FROM trips;', '', /SQL does not parse as PostgreSQL: syntax error.*dialect="…"/],
    ['CREATE TABLE t (id int', '', /does not parse as PostgreSQL/],
    ['SELECT DATE(pickup) AS d, COUNT(*) FROM `p.d.trips` GROUP BY d', 'dialect="bigquery" title="BigQuery"', null],
    ['SELECT DATE(pickup) AS d, COUNT(*) FROM `p.d.trips` GROUP BY d', 'title="BigQuery"', /does not parse as PostgreSQL/],
    ['SELECT FROM WHERE', 'dialect="bigquery"', /SQL \(bigquery\) does not parse/],
    ['SELECT 1', 'dialect="klingon"', /unknown dialect "klingon"/],
    ['LOCK TABLE trips;', 'norun="a second session"', null],
    ['SELEC 1', 'norun="a second session"', /does not parse as PostgreSQL/],
    ['-- task: One.\n-- solution:\nSELECT 1 AS n;\n-- expected:\n--  n\n-- ---\n--  1', 'exercise', null],
    ['-- task: One.\n-- solution:\nSELEC 1;\n-- expected:\n--  n\n-- ---\n--  1', 'exercise', /The exercise's solution does not parse/],
    ['-- solution:\nSELECT 1;', 'exercise', /no `-- task:` section/],
  ])('SQL %j (%s)', async (code, meta, problem) => {
    const verdict = await checkSql(block('sql', code, meta));
    if (problem === null) expect(verdict).toBeNull();
    else expect(verdict).toMatch(problem);
  });

  it.each([
    ['a: 1\nb: [1, 2]', true],
    ['a: [1, 2', false],
    ['---\na: 1\n---\nb: 2', true],
  ])('YAML %j parses: %s', (code, ok) => {
    expect(checkYaml(block('yaml', code)) === null).toBe(ok);
  });

  it.each([
    ['{"a": 1}', true],
    ['{"a": 1,}', false],
    ['{a: 1}', false],
  ])('JSON %j parses: %s', (code, ok) => {
    expect(checkJson(block('json', code)) === null).toBe(ok);
  });

  // Loading Mermaid (and the DOM it parses in) is set-up, and takes seconds on a loaded machine: done once here,
  // so each case's time limit covers only its parse.
  beforeAll(() => checkMermaid(block('mermaid', 'flowchart LR\n  A --> B')), 60_000);

  it.each([
    ['flowchart LR\n  A[Start] --> B["Carga (batch)"]', true],
    ['erDiagram\n  TRIP }o--|| ZONE : starts_in', true],
    ['flowchart LR\n  A[Start --> ', false],
  ])('Mermaid %j parses: %s', async (code, ok) => {
    expect((await checkMermaid(block('mermaid', code))) === null).toBe(ok);
  });

  it('compiles Python blocks in one run and reports each', () => {
    const verdicts = checkPython([block('python', 'def f(x):\n    return x'), block('python', 'def f(:\n  pass')]);
    expect(verdicts[0]).toBeNull();
    expect(verdicts[1]).toMatch(/Python does not compile: line 1/);
  });
});

describe('page checks', () => {
  it.each([
    [{title: 'T', description: 'D'}, []],
    [{title: 'T'}, ['front matter has no description']],
    [{description: 'D', title: ' '}, ['front matter has no title']],
  ])('front matter %j → %j', (frontMatter, messages) => {
    expect(checkFrontMatter(page('docs/x.md', '', frontMatter)).map((p) => p.message)).toEqual(messages);
  });

  it.each([
    ['A finished page.', 0],
    ['TODO: write this part', 1],
    ['Lorem ipsum dolor sit amet', 1],
    ['This chapter is coming soon.', 1],
    ['Todo el contenido está listo.', 0],
    ['Próximamente más ejemplos.', 1],
  ])('placeholder scan of %j finds %i', (body, count) => {
    expect(checkPlaceholders(page('docs/x.md', body))).toHaveLength(count);
  });

  it('reports the placeholder on its file line', () => {
    expect(checkPlaceholders(page('docs/x.md', 'ok\nTBD'))[0]).toMatchObject({line: 6});
  });

  it.each([
    ['docs/Programs/En/M1/01-topic/01-lesson.md', true],
    ['docs/Programs/En/M1/index.md', false],
    ['docs/intro.md', false],
  ])('%s is a lesson: %s', (file, expected) => {
    expect(isLesson(file)).toBe(expected);
  });

  it('wants length, objectives and a summary or exercise from a lesson', () => {
    const file = 'docs/Programs/En/M1/01-t/01-l.md';
    const good = `## Learning objectives\n\n- a\n\n## Explanation\n\n${words(MIN_LESSON_WORDS)}\n\n## Summary\n\nDone.`;
    expect(checkLesson(page(file, good))).toEqual([]);
    const messages = checkLesson(page(file, '## Explanation\n\nShort.')).map((p) => p.message);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/words of prose/);
  });

  it.each([
    ['docs/Programs/Es/DevOps/01-x/01-y.md', 'es'],
    ['docs/Programs/En/MLOps/x.md', 'en'],
    ['blog/x.md', null],
  ])('%s must be in %s', (file, expected) => {
    expect(expectedLanguage(file)).toBe(expected);
  });

  it('detects a Spanish page written in English', () => {
    const english = 'This lesson explains how the scheduler decides when a task runs and why retries matter. '.repeat(5);
    const spanish = 'Esta lección explica cómo el planificador decide cuándo se ejecuta una tarea y por qué importan los reintentos. '.repeat(5);
    expect(checkLanguage(page('docs/Programs/Es/DevOps/a.md', english))).toHaveLength(1);
    expect(checkLanguage(page('docs/Programs/Es/DevOps/a.md', spanish))).toEqual([]);
  });

  it('flags code blocks without a language and ones that do not parse', async () => {
    const stats = new Map<string, number>();
    const body = '```\nplain\n```\n\n```json\n{"a": }\n```\n\n```python\nprint("ok")\n```';
    const problems = await checkCodeBlocks([page('docs/x.md', body)], stats);
    expect(problems.map((p) => [p.line, p.message.split(':')[0]])).toEqual([
      [5, 'code block has no language'],
      [9, 'JSON does not parse'],
    ]);
    expect(Object.fromEntries(stats)).toEqual({'(none)': 1, json: 1, python: 1});
  });
});
