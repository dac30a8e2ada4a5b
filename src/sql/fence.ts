/**
 * What a ```sql fence's info string says about running its block (see README.md).
 * Browser-safe: the in-page runner and the course runner both read fences here.
 */
export type SqlFence =
  | {kind: 'run'}
  | {kind: 'dialect'; dialect: string}
  | {kind: 'norun'; reason: string}
  | {kind: 'exercise'; ordered: boolean};

/** The dialects a block may declare, with the name the page shows for each. */
export const DIALECT_NAMES: Readonly<Record<string, string>> = {
  bigquery: 'BigQuery',
  spark: 'Spark SQL',
  hive: 'HiveQL',
  tsql: 'T-SQL',
  mysql: 'MySQL',
  snowflake: 'Snowflake',
  sqlite: 'SQLite',
  duckdb: 'DuckDB',
  redshift: 'Redshift',
  athena: 'Athena',
};

/** Attributes Docusaurus and the site read themselves; they never change how a block runs. */
export const DISPLAY_ATTRIBUTES: ReadonlySet<string> = new Set(['title', 'showLineNumbers']);

type Attributes = Map<string, string | true>;

/**
 * Splits `a="x y" b='z' flag {1,3}` into attributes; line-highlight ranges (`{…}`) are skipped. `fence` names
 * the fence in error messages ("SQL fence", "Python fence"): every language's fences are read the same way.
 */
export function fenceAttributes(meta: string, fence: string): Attributes {
  const found: Attributes = new Map();
  const pattern = /\s*(?:\{[^}]*\}|([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?)/y;
  let rest = meta.trim();
  while (rest.length > 0) {
    pattern.lastIndex = 0;
    const match = pattern.exec(rest);
    if (!match || match[0].trim() === '') throw new Error(`${fence}: cannot read \`${rest}\``);
    const [whole, name, double, single, bare] = match;
    if (name !== undefined) {
      if (found.has(name)) throw new Error(`${fence}: \`${name}\` is given twice`);
      found.set(name, double ?? single ?? bare ?? true);
    }
    rest = rest.slice(whole.length).trim();
  }
  return found;
}

/** An attribute that needs a value: its trimmed text, or undefined when absent; throws when given empty. */
export function attributeText(value: string | true | undefined, name: string, fence: string): string | undefined {
  if (value === undefined) return undefined;
  if (value === true || value.trim() === '') throw new Error(`${fence}: \`${name}\` needs a value, e.g. ${name}="…"`);
  return value.trim();
}

const text = (value: string | true | undefined, name: string) => attributeText(value, name, 'SQL fence');

/**
 * Reads the info string after ```sql. Throws an Error naming the problem for
 * an unknown attribute or dialect, a missing value, or a combination that
 * makes no sense (an exercise in another dialect, `ordered` without `exercise`).
 */
export function parseSqlFence(meta: string): SqlFence {
  const found = fenceAttributes(meta, 'SQL fence');
  const dialect = text(found.get('dialect'), 'dialect')?.toLowerCase();
  const reason = text(found.get('norun'), 'norun');
  const exercise = found.get('exercise');
  const ordered = found.get('ordered');
  for (const name of found.keys()) {
    if (!DISPLAY_ATTRIBUTES.has(name) && !['dialect', 'norun', 'exercise', 'ordered'].includes(name)) {
      throw new Error(`SQL fence: unknown attribute \`${name}\` (known: dialect, norun, exercise, ordered, title)`);
    }
  }
  if (exercise !== undefined && exercise !== true) throw new Error('SQL fence: `exercise` takes no value');
  if (ordered !== undefined && ordered !== true) throw new Error('SQL fence: `ordered` takes no value');
  if (ordered && !exercise) throw new Error('SQL fence: `ordered` only applies to an `exercise`');
  const kinds = [dialect && 'dialect', reason && 'norun', exercise && 'exercise'].filter(Boolean);
  if (kinds.length > 1) throw new Error(`SQL fence: \`${kinds.join('` and `')}\` cannot be combined`);
  if (dialect !== undefined) {
    if (dialect === 'postgresql' || dialect === 'postgres') {
      throw new Error('SQL fence: PostgreSQL is the default; drop `dialect=`');
    }
    if (!(dialect in DIALECT_NAMES)) {
      throw new Error(`SQL fence: unknown dialect "${dialect}" (known: ${Object.keys(DIALECT_NAMES).join(', ')})`);
    }
    return {kind: 'dialect', dialect};
  }
  if (reason !== undefined) return {kind: 'norun', reason};
  if (exercise) return {kind: 'exercise', ordered: ordered === true};
  return {kind: 'run'};
}
