import {spawnSync} from 'node:child_process';
import {parse as parsePostgres} from 'pgsql-parser';
import sqlParser from 'node-sql-parser';
import {loadAll} from 'js-yaml';
import type {CodeBlock} from './markdown';

/** A problem in one code block, as a message (null when the block is fine). */
export type Verdict = string | null;

const DIALECTS: Record<string, string> = {
  bigquery: 'bigquery',
  'spark sql': 'hive',
  'hive': 'hive',
  't-sql': 'transactsql',
  mysql: 'mysql',
};

/** The SQL dialect a block declares with `title="BigQuery"` and the like; PostgreSQL by default. */
export function sqlDialect(meta: string): string | null {
  const title = /title="([^"]*)"/i.exec(meta)?.[1]?.toLowerCase() ?? '';
  const named = Object.keys(DIALECTS).find((name) => title.startsWith(name));
  return named ? DIALECTS[named]! : null;
}

const firstLine = (message: string) => message.split('\n')[0]!.slice(0, 200);

export async function checkSql(block: CodeBlock): Promise<Verdict> {
  const dialect = sqlDialect(block.meta);
  try {
    if (dialect === null) await parsePostgres(block.code);
    else new sqlParser.Parser().astify(block.code, {database: dialect});
    return null;
  } catch (error) {
    return `SQL (${dialect ?? 'postgresql'}) does not parse: ${firstLine((error as Error).message)}`;
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

/** Compiles every Python block in one interpreter run; returns a verdict per block. */
export function checkPython(blocks: readonly CodeBlock[]): Verdict[] {
  if (blocks.length === 0) return [];
  const run = spawnSync('python3', ['-c', PYTHON_CHECK], {
    input: JSON.stringify(blocks.map((block) => block.code)),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr || run.error?.message}`);
  return (JSON.parse(run.stdout) as (string | null)[]).map((message) =>
    message === null ? null : `Python does not compile: ${message}`,
  );
}
