/**
 * PGlite results as PostgreSQL's text output (the contract's `ResultSet`
 * values), for every runner that uses PGlite. PGlite turns values into JS
 * numbers, booleans, Dates and objects by default; a parser that returns its
 * input for every type the database knows keeps the text psql would print.
 * Browser-safe.
 */
import type {PGlite, Results} from '@electric-sql/pglite';
import {arrayText, type ArrayValue} from './pgArrayText';
import type {ResultSet} from './resultSet';

export type TypeCatalog = {
  /** Per-query parsers that keep every value as text. */
  readonly parsers: Record<number, (text: string) => string>;
  /** The type's name (`int8`, `numeric`), or its oid when the catalog does not know it. */
  readonly name: (oid: number) => string;
};

const keepText = (text: string) => text;

/** Reads `pg_type` once; call again after the learner creates types, so that their names are known. */
export async function typeCatalog(db: PGlite): Promise<TypeCatalog> {
  const {rows} = await db.query<[number, string]>('SELECT oid::int4, typname FROM pg_catalog.pg_type', [], {
    rowMode: 'array',
  });
  const names = new Map(rows.map(([oid, name]) => [oid, name]));
  return {
    parsers: Object.fromEntries(rows.map(([oid]) => [oid, keepText])),
    name: (oid) => names.get(oid) ?? String(oid),
  };
}

/** A value as text; PGlite hands built-in arrays back as arrays even with the catalog's parsers. */
const textValue = (value: unknown): string | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? arrayText(value as ArrayValue[]) : String(value);

/** One statement's result, read with `rowMode: 'array'` and the catalog's parsers. */
export function asResultSet(result: Results<unknown[]>, catalog: TypeCatalog): ResultSet {
  return {
    columns: result.fields.map((field) => ({name: field.name, type: catalog.name(field.dataTypeID)})),
    rows: result.rows.map((row) => row.map(textValue)),
  };
}
