import {spawnSync} from 'node:child_process';
import {parse as parsePostgres} from 'pgsql-parser';
import sqlParser from 'node-sql-parser';
import {loadAll} from 'js-yaml';
import {parseExercise} from '../../src/sql/exercise';
import {parseSqlFence, type SqlFence} from '../../src/sql/fence';
import {parsePythonFence} from '../python/fence';
import {PYTHON} from '../python/session';
import type {CodeBlock} from './markdown';

/** A problem in one code block, as a message (null when the block is fine). */
export type Verdict = string | null;

/** node-sql-parser's name for each dialect a fence may declare; a dialect it lacks is not parsed. */
const PARSER_DATABASES: Record<string, string> = {
  bigquery: 'bigquery',
  spark: 'hive',
  hive: 'hive',
  tsql: 'transactsql',
  mysql: 'mysql',
  snowflake: 'snowflake',
  sqlite: 'sqlite',
  redshift: 'redshift',
  athena: 'athena',
};

const firstLine = (message: string) => message.split('\n')[0]!.slice(0, 200);

async function postgresVerdict(code: string, what: string): Promise<Verdict> {
  try {
    await parsePostgres(code);
    return null;
  } catch (error) {
    return `${what} does not parse as PostgreSQL: ${firstLine((error as Error).message)} (another dialect? say so with dialect="…")`;
  }
}

/**
 * A sql block must parse in the dialect its fence declares (PostgreSQL unless
 * `dialect=` says otherwise); an exercise must have the exercise form, and its
 * solution must parse.
 */
export async function checkSql(block: CodeBlock): Promise<Verdict> {
  let fence: SqlFence;
  try {
    fence = parseSqlFence(block.meta);
  } catch (error) {
    return (error as Error).message;
  }
  if (fence.kind === 'exercise') {
    try {
      const exercise = parseExercise(block.code, fence.ordered);
      return await postgresVerdict(exercise.solution, "The exercise's solution");
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (fence.kind !== 'dialect') return postgresVerdict(block.code, 'SQL');
  const database = PARSER_DATABASES[fence.dialect];
  if (!database) return null;
  try {
    new sqlParser.Parser().astify(block.code, {database});
    return null;
  } catch (error) {
    return `SQL (${fence.dialect}) does not parse: ${firstLine((error as Error).message)}`;
  }
}

export function checkYaml(block: CodeBlock): Verdict {
  try {
    loadAll(block.code);
    return null;
  } catch (error) {
    return `YAML does not parse: ${firstLine((error as Error).message)}`;
  }
}

export function checkJson(block: CodeBlock): Verdict {
  try {
    JSON.parse(block.code);
    return null;
  } catch (error) {
    return `JSON does not parse: ${firstLine((error as Error).message)}`;
  }
}

let mermaidApi: Promise<{parse: (text: string) => Promise<unknown>}> | undefined;

/** Mermaid's parser, made to run in Node: its HTML sanitiser is never needed to parse. */
async function loadMermaid() {
  const {default: DOMPurify} = await import('dompurify');
  Object.assign(DOMPurify, {addHook: () => undefined, sanitize: (text: string) => text});
  const {default: mermaid} = await import('mermaid');
  return mermaid;
}

export async function checkMermaid(block: CodeBlock): Promise<Verdict> {
  mermaidApi ??= loadMermaid();
  try {
    await (await mermaidApi).parse(block.code);
    return null;
  } catch (error) {
    return `Mermaid does not parse: ${firstLine((error as Error).message)}`;
  }
}

const PYTHON_CHECK = `
import ast, json, sys
results = []
for source in json.load(sys.stdin):
    try:
        compile(source, "<block>", "exec", flags=ast.PyCF_ONLY_AST)
        results.append(None)
    except SyntaxError as error:
        results.append(f"line {error.lineno}: {error.msg}")
json.dump(results, sys.stdout)
`;

/**
 * Reads every Python block's fence and compiles its code, in one run of the course's interpreter; returns a
 * verdict per block. Running the blocks is the Python course runner's part (scripts/python).
 */
export function checkPython(blocks: readonly CodeBlock[]): Verdict[] {
  if (blocks.length === 0) return [];
  const run = spawnSync(PYTHON, ['-c', PYTHON_CHECK], {
    input: JSON.stringify(blocks.map((block) => block.code)),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`${PYTHON} failed: ${run.stderr || run.error?.message}`);
  return (JSON.parse(run.stdout) as (string | null)[]).map((message, index) => {
    if (message !== null) return `Python does not compile: ${message}`;
    try {
      parsePythonFence(blocks[index]!.meta);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  });
}
