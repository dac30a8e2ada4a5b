/**
 * A block split into statements as psql sends them (one at a time, so that
 * VACUUM or CREATE DATABASE run outside a transaction), with PostgreSQL's own
 * parser.
 */
import {parse} from 'pgsql-parser';

export type Statement = {
  text: string;
  /** Character offset of the statement in the block. */
  offset: number;
  /** A query whose top level has ORDER BY: its rows come in a defined order. */
  ordered: boolean;
};

type ParsedStatement = {
  stmt: Record<string, {sortClause?: unknown[]} | undefined>;
  stmt_location?: number;
  stmt_len?: number;
};

/** Splits `code`; throws the parser's error when it does not parse. */
export async function splitStatements(code: string): Promise<Statement[]> {
  const {stmts} = (await parse(code)) as unknown as {stmts?: ParsedStatement[]};
  // The parser counts in UTF-8 bytes.
  const bytes = Buffer.from(code, 'utf8');
  return (stmts ?? []).map((parsed) => {
    const start = parsed.stmt_location ?? 0;
    const end = parsed.stmt_len ? start + parsed.stmt_len : bytes.length;
    const text = bytes.subarray(start, end).toString('utf8').trim();
    const offset = bytes.subarray(0, start).toString('utf8').length;
    const select = parsed.stmt.SelectStmt;
    return {text, offset, ordered: Array.isArray(select?.sortClause) && select.sortClause.length > 0};
  });
}
