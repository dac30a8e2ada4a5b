/**
 * A query's result as both runners and the lessons hold it: every value is
 * PostgreSQL's text output (what psql prints) or null. Browser-safe.
 */
export type ResultSet = {columns: {name: string; type: string}[]; rows: (string | null)[][]};

/** psql's aligned table rule: dashes, with `+` between columns. */
const RULE = /^-+(\+-+)*$/;
/** A psql command tag such as `INSERT 0 2` or `CREATE TABLE`. */
const COMMAND_TAG = /^[A-Z]+( [A-Z]+)*( \d+)*$/;
/** psql's footer; lessons in Spanish may write `filas`. */
const FOOTER = /^\((\d+) (rows?|filas?)\)$/;

/** A row's cells, split at every `|` (psql's alignment is not required); null when the count is wrong. */
function cells(line: string, columns: number): string[] | null {
  const split = line.split('|');
  return split.length === columns ? split.map((cell) => cell.trim()) : null;
}

const cellValue = (cell: string) => (cell === 'NULL' ? null : cell);

/**
 * Reads a psql aligned table (header, `---+---` rule, rows, optional `(N rows)`
 * footer; `NULL` for a null, as with `\pset null NULL`). A value cannot hold `|`. Returns null when the
 * text is not laid out as such a table; throws an Error naming the line when
 * it is one but a row or the footer does not fit. Column types are unknown
 * there: ''.
 */
export function parsePsqlTable(text: string): ResultSet | null {
  const lines = text.split('\n').map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  if (lines.length < 2) return null;
  const [header, ruleLine] = lines as [string, string];
  const rule = ruleLine.trim();
  if (!RULE.test(rule)) return null;
  const names = cells(header, rule.split('+').length);
  if (names === null) return null;
  if (names.some((name) => name === '')) throw new Error('psql table: a column has no name in the header');
  const rows: (string | null)[][] = [];
  let footer: number | null = null;
  for (const [index, line] of lines.slice(2).entries()) {
    const lineNumber = index + 3;
    if (footer !== null) throw new Error(`psql table: line ${lineNumber} follows the (N rows) footer`);
    const count = FOOTER.exec(line.trim());
    if (count) {
      footer = Number(count[1]);
      continue;
    }
    if (line.trim() === '') throw new Error(`psql table: line ${lineNumber} is blank inside the table`);
    const row = cells(line, names.length);
    if (row === null) {
      throw new Error(
        `psql table: line ${lineNumber} has ${line.split('|').length} cells; the header has ${names.length}`,
      );
    }
    rows.push(row.map(cellValue));
  }
  if (footer !== null && footer !== rows.length) {
    throw new Error(`psql table: the footer says ${footer} rows but the table has ${rows.length}`);
  }
  return {columns: names.map((name) => ({name, type: ''})), rows};
}

/**
 * Reads the tables psql prints for a script of several queries: psql tables
 * separated by blank lines, with psql's command tags (`INSERT 0 2`) between
 * them skipped. Returns null when no table comes before other text; throws an
 * Error naming the line when a later part is not a table.
 */
export function parsePsqlTables(text: string): ResultSet[] | null {
  const lines = text.split('\n');
  const chunks: {start: number; lines: string[]}[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const last = chunks.at(-1);
    if (last && last.start + last.lines.length === index) last.lines.push(line);
    else chunks.push({start: index, lines: [line]});
  });
  const tables: ResultSet[] = [];
  for (const chunk of chunks) {
    let table: ResultSet | null;
    try {
      table = parsePsqlTable(chunk.lines.join('\n'));
    } catch (error) {
      const message = (error as Error).message.replace(
        /line (\d+)/,
        (_, line: string) => `line ${Number(line) + chunk.start}`,
      );
      throw new Error(message);
    }
    if (table === null) {
      // psql's command tags (INSERT 0 2, UPDATE 3, CREATE TABLE) sit between results: not results.
      if (chunk.lines.length === 1 && COMMAND_TAG.test(chunk.lines[0]!.trim())) continue;
      if (tables.length === 0) return null;
      throw new Error(`psql table: line ${chunk.start + 1} does not start a psql table`);
    }
    tables.push(table);
  }
  return tables.length > 0 ? tables : null;
}

/**
 * Prints a result as psql's aligned format does (`\pset null NULL`): names
 * centred, numbers right-aligned, a `(N rows)` footer. parsePsqlTable reads
 * it back.
 */
export function formatPsqlTable(result: ResultSet): string {
  const numeric = result.columns.map((column) => /^(int[248]|numeric|float[48]|oid|money)$/.test(column.type));
  const cells = result.rows.map((row) => row.map((value) => value ?? 'NULL'));
  const widths = result.columns.map((column, index) =>
    Math.max(column.name.length, ...cells.map((row) => row[index]!.length)),
  );
  const centre = (text: string, width: number) => {
    const left = Math.floor((width - text.length) / 2);
    return `${' '.repeat(left)}${text}${' '.repeat(width - text.length - left)}`;
  };
  const line = (parts: string[]) => ` ${parts.join(' | ')}`.trimEnd();
  const header = line(result.columns.map((column, index) => centre(column.name, widths[index]!)));
  const rule = widths.map((width) => '-'.repeat(width + 2)).join('+');
  const rows = cells.map((row) =>
    line(row.map((value, index) => (numeric[index] ? value.padStart(widths[index]!) : value.padEnd(widths[index]!)))),
  );
  const count = result.rows.length;
  return [header, rule, ...rows, `(${count} row${count === 1 ? '' : 's'})`].join('\n');
}
