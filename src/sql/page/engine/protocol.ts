/**
 * The messages between the page and the engine's worker (worker.ts). One
 * request at a time; every reply names the request it answers.
 */
import type {ResultSet} from '../../resultSet';
import type {Verdict} from '../../compare';

/** Rows of a statement's result the page gets at most; the rest are only counted. */
export const ROWS_SHOWN = 200;
/**
 * Rows of a result counted at most: past this, counting would cost as much as
 * running the whole runaway query, so the page says "more than" instead.
 */
export const ROWS_COUNTED = 100_000;
/** A longer value is cut to this many characters before it reaches the page. */
export const MAX_VALUE_CHARS = 10_000;

/** A file the worker downloads, with its size as built (decoded), so that progress can be told before it ends. */
export type Download = {url: string; bytes: number};

export type EngineRequest =
  /** Starts the database: each dataset (fetched from its URL) and each setup script, in order. */
  | {id: number; kind: 'start'; datasets: Download[]; scripts: string[]}
  /** Runs a block's SQL; `check` compares the last result with an exercise's expected one. */
  | {id: number; kind: 'run'; sql: string; check?: {expected: ResultSet; ordered: boolean}};

export type StatementResult = {
  /** The first ROWS_SHOWN rows only. */
  result: ResultSet;
  /** Rows the statement returned (or changed, for one that returns none); at most ROWS_COUNTED. */
  rowCount: number;
  /** It returned more than ROWS_COUNTED rows, which were neither sent nor all counted. */
  moreThan?: true;
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

/** Bytes of the engine and the lesson's data downloaded so far, of all there is to download. */
export type Loading = {loaded: number; total: number};

/** `ran`: the statements that took effect, in order (a failing statement ends a block, as in psql). */
export type EngineReply =
  | {id: number; ok: true; statements: StatementResult[]; ms: number; verdict?: Verdict; ran: string[]}
  | {id: number; ok: false; error: SqlError; ran: string[]};

/** What the worker posts: a reply, or, while a start request downloads, how far it has got. */
export type EngineMessage = EngineReply | {id: number; loading: Loading};
