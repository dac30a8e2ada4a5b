/**
 * The messages between the page and the engine's worker (worker.ts). One
 * request at a time; every reply names the request it answers.
 */
import type {ResultSet} from '../../resultSet';
import type {Verdict} from '../../compare';

/** Rows a statement's result sends to the page at most; the rest are only counted. */
export const ROWS_SHOWN = 200;
/** A longer value is cut to this many characters before it reaches the page. */
export const MAX_VALUE_CHARS = 10_000;

export type EngineRequest =
  /** Starts the database: each dataset (fetched from its URL) and each setup script, in order. */
  | {id: number; kind: 'start'; datasets: string[]; scripts: string[]}
  /** Runs a block's SQL; `check` compares the last result with an exercise's expected one. */
  | {id: number; kind: 'run'; sql: string; check?: {expected: ResultSet; ordered: boolean}};

export type StatementResult = {
  /** The first ROWS_SHOWN rows only. */
  result: ResultSet;
  /** Rows the statement returned (or changed, for one that returns none). */
  rowCount: number;
  /** Whether the statement returns rows (a SELECT, EXPLAIN, or … RETURNING). */
  returnsRows: boolean;
};

export type SqlError = {
  message: string;
  /** 1-based character offset into the SQL that was run, when PostgreSQL gives one. */
  position?: number;
  detail?: string;
  hint?: string;
};

/** `ran`: the statements that took effect, in order (a failing statement ends a block, as in psql). */
export type EngineReply =
  | {id: number; ok: true; statements: StatementResult[]; ms: number; verdict?: Verdict; ran: string[]}
  | {id: number; ok: false; error: SqlError; ran: string[]};
