/**
 * The content check: front matter, placeholders, lesson length and shape,
 * page language, and every code block (a language on each; Python, SQL,
 * YAML, JSON and Mermaid must parse). Prints `file:line: problem` and exits
 * non-zero when anything is wrong.
 *
 *   npm run check:content [-- paths...]
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';
import {
  checkCodeBlocks,
  checkFrontMatter,
  checkLanguage,
  checkLesson,
  checkPlaceholders,
  isLesson,
  type BlockStats,
  type Page,
} from './content/checks.ts';
import {prose, wordCount} from './content/markdown.ts';

const args = process.argv.slice(2);
const roots = args.length > 0 ? args : ['docs', 'blog', 'src/pages'];
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
  ...pages.flatMap((page) => [...checkFrontMatter(page), ...checkPlaceholders(page), ...checkLesson(page), ...checkLanguage(page)]),
  ...(await checkCodeBlocks(pages, stats)),
].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);

for (const {file, line, message} of problems) console.log(`${file}:${line}: ${message}`);

const lessons = pages.filter((page) => isLesson(page.file));
const words = pages.reduce((total, page) => total + wordCount(prose(page.body)), 0);
const blocks = [...stats.entries()].sort((a, b) => b[1] - a[1]).map(([lang, count]) => `${lang} ${count}`);
console.log(
  `content check: ${pages.length} pages (${lessons.length} lessons), ${words} words of prose, ` +
    `code blocks: ${blocks.join(', ') || 'none'}; ${problems.length} problem(s)`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
