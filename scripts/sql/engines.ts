/**
 * The two engines the course runner runs lessons on, behind one interface:
 * a real PostgreSQL server (the test harness; one fresh database per lesson,
 * copied from a template that holds the datasets) and PGlite in Node (one
 * fresh instance per lesson, restored from a data-directory dump that holds
 * the datasets). Both return every value as PostgreSQL's text output.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {PGlite, type Results} from '@electric-sql/pglite';
import pg from 'pg';
import {lessonDatabases, startPostgres, type TestPostgres} from '../lib/postgres';
import {DATASETS_DIR} from '../../src/sql/plan';
import type {ResultSet} from '../../src/sql/resultSet';
import {asResultSet, typeCatalog} from '../../src/sql/pgliteText';

// Generous: a few lessons build tables of 100,000-500,000 rows on purpose, and CI machines are shared. The page has its own.
export const STATEMENT_TIMEOUT_MS = 60_000;

/** A statement's failure as PostgreSQL reports it; `position` is 1-based in the statement. */
export class SqlFailure extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly position: number | undefined,
  ) {
    super(message);
  }
}

export type Session = {
  /** Runs one statement; its rows, or null when it returns none (DDL, INSERT without RETURNING…). */
  run(statement: string): Promise<ResultSet | null>;
  close(): Promise<void>;
};

export type Engine = {
  readonly name: string;
  /** A fresh database holding `datasets`. */
  open(datasets: readonly string[]): Promise<Session>;
  stop(): Promise<void>;
};

const datasetSql = (name: string) => readFileSync(join(DATASETS_DIR, `${name}.sql`), 'utf8');

function failure(error: unknown): SqlFailure {
  const details = error as {message?: string; code?: string; position?: string | number};
  const position = details.position === undefined ? undefined : Number(details.position);
  return new SqlFailure(details.message ?? String(error), details.code, position);
}

/** Type names of the built-in types, by oid (the same on every database of a server). */
async function typeNames(query: (sql: string) => Promise<{oid: string | number; typname: string}[]>) {
  const rows = await query('SELECT oid::int AS oid, typname FROM pg_type');
  return new Map(rows.map((row) => [Number(row.oid), row.typname]));
}

const typeName = (names: Map<number, string>, oid: number) => names.get(oid) ?? `oid ${oid}`;

/**
 * Template databases on `server` holding datasets, made once per set of datasets and named `template_<n>`: a
 * lesson's database is a copy of one, which is much faster than loading the data again.
 */
export function datasetTemplates(
  server: TestPostgres,
  admin: pg.Client,
): (datasets: readonly string[]) => Promise<string> {
  const templates = new Map<string, string>();
  return async (datasets) => {
    const key = datasets.join('+');
    const existing = templates.get(key);
    if (existing) return existing;
    const name = `template_${templates.size}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const client = new pg.Client({connectionString: server.urlFor(name)});
    await client.connect();
    for (const dataset of datasets) await client.query(datasetSql(dataset));
    await client.query('VACUUM ANALYZE');
    await client.end();
    templates.set(key, name);
    return name;
  };
}

export async function postgresEngine(): Promise<Engine> {
  const server: TestPostgres = await startPostgres();
  const lessons = await lessonDatabases(server);
  const {admin} = lessons;
  const names = await typeNames(async (sql) => (await admin.query(sql)).rows);
  const template = datasetTemplates(server, admin);

  return {
    name: 'PostgreSQL',
    async open(datasets) {
      const source = await template(datasets);
      const database = await lessons.open(source);
      const client = new pg.Client({
        connectionString: server.urlFor(database),
        types: {getTypeParser: () => (value: string) => value},
      });
      // A lesson's error on the connection must not crash the run; it surfaces on the next query.
      client.on('error', () => undefined);
      await client.connect();
      await client.query(`SET statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
      return {
        async run(statement) {
          try {
            const result = await client.query({text: statement, rowMode: 'array'});
            if (!result.fields || result.fields.length === 0) return null;
            return {
              columns: result.fields.map((field) => ({name: field.name, type: typeName(names, field.dataTypeID)})),
              rows: result.rows as (string | null)[][],
            };
          } catch (error) {
            throw failure(error);
          }
        },
        async close() {
          await client.end().catch(() => undefined);
          await lessons.close();
        },
      };
    },
    async stop() {
      await lessons.end();
      await server.stop();
    },
  };
}

export async function pgliteEngine(): Promise<Engine> {
  const probe = new PGlite();
  // Every built-in type stays text (the in-page runner reads PGlite the same way).
  const catalog = await typeCatalog(probe);
  await probe.close();
  const dumps = new Map<string, Blob>();

  async function dump(datasets: readonly string[]): Promise<Blob | undefined> {
    if (datasets.length === 0) return undefined;
    const key = datasets.join('+');
    const existing = dumps.get(key);
    if (existing) return existing;
    const db = new PGlite();
    for (const dataset of datasets) await db.exec(datasetSql(dataset));
    await db.exec('VACUUM ANALYZE');
    const blob = await db.dumpDataDir('none');
    await db.close();
    dumps.set(key, blob);
    return blob;
  }

  return {
    name: 'PGlite',
    async open(datasets) {
      const loadDataDir = await dump(datasets);
      const db = new PGlite({parsers: catalog.parsers, ...(loadDataDir ? {loadDataDir} : {})});
      await db.waitReady;
      return {
        async run(statement) {
          let results: Results[];
          try {
            results = await db.exec(statement, {rowMode: 'array'});
          } catch (error) {
            throw failure(error);
          }
          const result = results.at(-1);
          if (!result || result.fields.length === 0) return null;
          return asResultSet(result as Results<unknown[]>, catalog);
        },
        close: () => db.close(),
      };
    },
    async stop() {},
  };
}
