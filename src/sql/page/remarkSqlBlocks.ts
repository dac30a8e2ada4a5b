/**
 * The remark plugin that makes a page's ```sql blocks runnable (docs and
 * blog, docusaurus.config.ts). Build time only. For a page with SQL blocks it
 * - replaces each block with `<SqlBlock>` (src/components/SqlBlock): its
 *   fence read by `parseSqlFence`, its place in the lesson's sequence, an
 *   exercise read by `parseExercise` with its number among the page's
 *   exercises (1-based: the number learner progress records it under, which
 *   must agree with progress's own count, src/progress/exercises.ts);
 * - wraps the page in `<SqlLesson>` with the lesson's starting point from
 *   `planLesson`: a module of its own (`start.ts` writes it), loaded on the
 *   first Run, holding the setup SQL and the URLs of the datasets, which
 *   rspack emits as hashed assets. The setup of a protected lesson is thus
 *   only in the full build: the public build has a stub in its place.
 */
import {relative} from 'node:path';
import {parse} from 'acorn';
import type {Program} from 'estree';
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {DIALECT_NAMES, parseSqlFence} from '../fence';
import {parseExercise} from '../exercise';
import {planLesson} from '../plan';
import {countExercises} from '../../progress/exercises';
import {writeStartModule} from './start';

export type Options = {
  /** The folder the plugin instance reads (the docs or blog path): lesson ids are relative to it. */
  readonly root: string;
  /** Names the content kind in lesson ids, so that a doc and a post never share one. */
  readonly prefix: string;
};

/** Docusaurus's mdx-loader puts the page's front matter on the file, and its Markdown (without it) in `value`. */
type VFile = {path: string; value?: unknown; data: {frontMatter?: Record<string, unknown>}};

/** The counters of a page: runnable blocks (from 0) and exercises (from 1), in page order. */
type Counters = {sequence: number; exercises: number};

const SQL_BLOCK = '@site/src/components/SqlBlock';
const SQL_LESSON = '@site/src/components/SqlLesson';

const program = (code: string) => parse(code, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program;

/** A JSX attribute whose value is any JSON value (or JS expression source when `source`). */
function attribute(name: string, value: unknown, source = false): MdxJsxAttribute {
  const code = source ? String(value) : JSON.stringify(value);
  // In parentheses, so that an object is read as an expression rather than a block.
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: code, data: {estree: program(`(${code})`)}},
  };
}

const element = (
  name: string,
  attributes: MdxJsxAttribute[],
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children,
});

function importOf(name: string, from: string): RootContent {
  const value = `import ${name} from ${JSON.stringify(from)};`;
  return {type: 'mdxjsEsm', value, data: {estree: program(value)}} as RootContent;
}

/** `<SqlBlock …/>` for one fence; `index` is its place in the lesson's sequence, when it has one. */
function blockElement(node: Code, where: string, counters: Counters): MdxJsxFlowElement {
  const meta = node.meta ?? '';
  const fence = (() => {
    try {
      return parseSqlFence(meta);
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
  })();
  const common = [attribute('kind', fence.kind), ...(meta ? [attribute('metastring', meta)] : [])];
  switch (fence.kind) {
    case 'dialect':
      return element('SqlBlock', [
        ...common,
        attribute('dialect', DIALECT_NAMES[fence.dialect] ?? fence.dialect),
        attribute('code', node.value),
      ]);
    case 'norun':
      return element('SqlBlock', [...common, attribute('reason', fence.reason), attribute('code', node.value)]);
    case 'run':
      return element('SqlBlock', [...common, attribute('index', counters.sequence++), attribute('code', node.value)]);
    case 'exercise': {
      let exercise;
      try {
        exercise = parseExercise(node.value, fence.ordered);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`);
      }
      return element('SqlBlock', [
        ...common,
        attribute('index', counters.sequence++),
        attribute('exercise', exercise),
        attribute('exerciseNumber', ++counters.exercises),
      ]);
    }
  }
}

export default function remarkSqlBlocks({root, prefix}: Options) {
  return (tree: Root, file: VFile): void => {
    const where = (node: Code) => `${relative('.', file.path)}:${node.position?.start.line ?? 1}`;
    const counters: Counters = {sequence: 0, exercises: 0};
    let blocks = 0;
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'sql' || parent === undefined || index === undefined) return;
      parent.children[index] = blockElement(node, where(node), counters) as never;
      blocks += 1;
    });
    if (blocks === 0) return;
    const {sequence, exercises} = counters;
    const counted = typeof file.value === 'string' ? countExercises(file.value) : exercises;
    if (counted !== exercises) {
      throw new Error(
        `${relative('.', file.path)}: the page has ${exercises} SQL exercises, learner progress counts ${counted} ` +
          '(src/progress/exercises.ts), so a solved exercise would be recorded under the wrong number. ' +
          'Start each ```sql exercise fence at most 3 spaces into its line.',
      );
    }
    const lesson = [attribute('id', `${prefix}/${relative(root, file.path).split('\\').join('/')}`)];
    // A page without `sql_start` starts from an empty database: nothing to plan.
    const declared = file.data.frontMatter?.sql_start;
    if (sequence > 0 && declared !== undefined && declared !== 'empty') {
      const plan = planLesson(relative('.', file.path));
      const planned = plan.blocks.filter(
        (block) => block.fence.kind === 'run' || block.fence.kind === 'exercise',
      ).length;
      if (planned !== sequence) {
        throw new Error(
          `${relative('.', file.path)}: the page has ${sequence} runnable SQL blocks, planLesson ${planned}`,
        );
      }
      if (plan.setup.length > 0 || plan.datasets.length > 0) {
        const module = writeStartModule(plan.datasets, plan.setup);
        lesson.push(attribute('start', `() => import(${JSON.stringify(module)})`, true));
      }
    }
    const body = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    const imports = tree.children.filter((node) => node.type === 'mdxjsEsm');
    tree.children = [
      ...imports,
      importOf('SqlBlock', SQL_BLOCK),
      importOf('SqlLesson', SQL_LESSON),
      element('SqlLesson', lesson, body as MdxJsxFlowElement['children']) as RootContent,
    ];
  };
}
