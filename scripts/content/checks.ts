import {detect} from 'tinyld';
import {codeBlocks, prose, wordCount, type CodeBlock} from './markdown';
import {problemOf} from '../lib/courseReport';
import {isPython, planPythonLesson} from '../python/plan';
import {checkJson, checkMermaid, checkPython, checkSql, checkYaml, type Verdict} from './parsers';

export type Problem = {readonly file: string; readonly line: number; readonly message: string};

export type Page = {
  /** Path relative to the project root, with forward slashes. */
  readonly file: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
  readonly bodyOffset: number;
};

/** Prose words a lesson needs at least (code blocks not counted). */
export const MIN_LESSON_WORDS = 350;

const PLACEHOLDERS = [/\bTODO\b/, /\bFIXME\b/, /\bTBD\b/, /lorem ipsum/i, /coming soon/i, /to be written/i, /próximamente/i];

/** A lesson is a page inside a programme that is not a section's index page. */
export function isLesson(file: string): boolean {
  return file.startsWith('docs/Programs/') && !/\/index\.mdx?$/.test(file);
}

/** The language a page must be written in, from where it lives; null when either is fine. */
export function expectedLanguage(file: string): 'es' | 'en' | null {
  if (file.startsWith('docs/Programs/Es/')) return 'es';
  if (file.startsWith('docs/Programs/En/')) return 'en';
  return null;
}

export function checkFrontMatter(page: Page): Problem[] {
  return (['title', 'description'] as const)
    .filter((key) => typeof page.frontMatter[key] !== 'string' || (page.frontMatter[key] as string).trim() === '')
    .map((key) => ({file: page.file, line: 1, message: `front matter has no ${key}`}));
}

export function checkPlaceholders(page: Page): Problem[] {
  const problems: Problem[] = [];
  page.body.split('\n').forEach((text, index) => {
    const found = PLACEHOLDERS.find((pattern) => pattern.test(text));
    if (found) problems.push({file: page.file, line: index + 1 + page.bodyOffset, message: `placeholder text (${found.source})`});
  });
  return problems;
}

export function checkLesson(page: Page): Problem[] {
  if (!isLesson(page.file)) return [];
  const text = prose(page.body);
  const problems: Problem[] = [];
  const words = wordCount(text);
  if (words < MIN_LESSON_WORDS) {
    problems.push({file: page.file, line: 1, message: `lesson has ${words} words of prose; at least ${MIN_LESSON_WORDS} needed`});
  }
  const headings = text.split('\n').filter((line) => /^#{2,3}\s/.test(line));
  if (!headings.some((heading) => /objectives|objetivos/i.test(heading))) {
    problems.push({file: page.file, line: 1, message: 'lesson has no learning objectives heading'});
  }
  if (!headings.some((heading) => /summary|exercise|recap|resumen|ejercicio|práctica/i.test(heading))) {
    problems.push({file: page.file, line: 1, message: 'lesson has no summary or exercise heading'});
  }
  return problems;
}

/** The words a reader reads as the page's language: no code, URLs, table rules or markup. */
export function languageSample(body: string): string {
  return prose(body)
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[|#*_>[\]-]+/g, ' ');
}

export function checkLanguage(page: Page): Problem[] {
  const expected = expectedLanguage(page.file);
  if (expected === null) return [];
  const detected = detect(languageSample(page.body));
  return detected === expected
    ? []
    : [{file: page.file, line: 1, message: `page should be in ${expected} but reads as ${detected || 'unknown'}`}];
}

type BlockCheck = (block: CodeBlock) => Verdict | Promise<Verdict>;

const BLOCK_CHECKS: Record<string, BlockCheck> = {
  sql: checkSql,
  yaml: checkYaml,
  yml: checkYaml,
  json: checkJson,
  mermaid: checkMermaid,
};

export type BlockStats = Map<string, number>;

export const hasPython = (page: Page) => codeBlocks(page.body).some((block) => isPython(block.lang));

/**
 * What the Python course runner would refuse before running anything: a `nocheck` output fence that follows no
 * Python block, a malformed `python_start` or `python_dsn`, a missing lesson or a cycle of starts.
 */
export function checkPythonPlan(page: Page): Problem[] {
  if (!hasPython(page)) return [];
  try {
    planPythonLesson(page.file);
    return [];
  } catch (error) {
    return [problemOf(error, page.file)];
  }
}

/** Checks every code block of the pages: a language on each, and that the languages we can parse do parse. */
export async function checkCodeBlocks(pages: readonly Page[], stats: BlockStats): Promise<Problem[]> {
  const problems: Problem[] = [];
  const python: {page: Page; block: CodeBlock}[] = [];
  for (const page of pages) {
    for (const block of codeBlocks(page.body, page.bodyOffset)) {
      stats.set(block.lang || '(none)', (stats.get(block.lang || '(none)') ?? 0) + 1);
      if (block.lang === '') {
        problems.push({file: page.file, line: block.line, message: 'code block has no language'});
      } else if (block.lang === 'python' || block.lang === 'py') {
        python.push({page, block});
      } else {
        const verdict = await BLOCK_CHECKS[block.lang]?.(block);
        if (verdict) problems.push({file: page.file, line: block.line, message: verdict});
      }
    }
  }
  checkPython(python.map(({block}) => block)).forEach((verdict, index) => {
    const {page, block} = python[index]!;
    if (verdict) problems.push({file: page.file, line: block.line, message: verdict});
  });
  return problems;
}
