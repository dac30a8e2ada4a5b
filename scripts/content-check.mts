/**
 * The content check: front matter, placeholders, lesson length and shape,
 * page language, and every code block (a language on each; Python, SQL,
 * YAML, JSON and Mermaid must parse; Python fences must be well formed).
 * Then every Python block runs in the Python course runner (scripts/python),
 * which refuses one that neither runs nor is tagged `norun`, and prints its
 * blocks per module. Prints `file:line: problem` and exits non-zero when
 * anything is wrong.
 *
 *   npm run check:content [-- paths...] [--no-python-run]
 *
 * `--no-python-run` leaves the running to `npm run test:python`, which
 * `npm test` runs next: the same runner, so the course's Python runs once.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';
import {COURSE_ROOTS, courseFiles, formatProblem, runCourse} from './python/courseRunner.ts';
import {
  checkCodeBlocks,
  checkPythonPlan,
  hasPython,
  checkFrontMatter,
  checkLanguage,
  checkLesson,
  checkPlaceholders,
  isLesson,
  type BlockStats,
  type Page,
} from './content/checks.ts';
import {prose, wordCount} from './content/markdown.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--no-python-run');
const runPython = !process.argv.includes('--no-python-run');
const roots = args.length > 0 ? args : COURSE_ROOTS;
const files = roots
  .flatMap((root) =>
    root.endsWith('.md') || root.endsWith('.mdx')
      ? [root]
      : readdirSync(root, {recursive: true, encoding: 'utf8'}).map((entry) => join(root, entry)),
  )
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => file.split('\\').join('/'))
  .sort();

const pages: Page[] = files.map((file) => {
  const raw = readFileSync(file, 'utf8');
  const parsed = matter(raw);
  const bodyOffset = raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1;
  return {file, frontMatter: parsed.data, body: parsed.content, bodyOffset};
});

const stats: BlockStats = new Map();
const problems = [
  ...pages.flatMap((page) => [
    ...checkFrontMatter(page),
    ...checkPlaceholders(page),
    ...checkLesson(page),
    ...checkLanguage(page),
    ...checkPythonPlan(page),
  ]),
  ...(await checkCodeBlocks(pages, stats)),
].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);

let pythonReport = '';
if (runPython) {
  // In lesson order, as `npm run test:python` runs them.
  const withPython = new Set(pages.filter(hasPython).map((page) => page.file));
  const files = courseFiles(roots).filter((file) => withPython.has(file));
  const {report, problems: failures} = await runCourse(files, () => undefined);
  problems.push(...failures);
  pythonReport = report;
}

for (const problem of problems) console.log(formatProblem(problem));
if (pythonReport) console.log(`\nPython blocks per module:\n${pythonReport}\n`);

const lessons = pages.filter((page) => isLesson(page.file));
const words = pages.reduce((total, page) => total + wordCount(prose(page.body)), 0);
const blocks = [...stats.entries()].sort((a, b) => b[1] - a[1]).map(([lang, count]) => `${lang} ${count}`);
console.log(
  `content check: ${pages.length} pages (${lessons.length} lessons), ${words} words of prose, ` +
    `code blocks: ${blocks.join(', ') || 'none'}; ${problems.length} problem(s)`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
