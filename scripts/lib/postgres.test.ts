import {existsSync} from 'node:fs';
import pg from 'pg';
import {describe, expect, it} from 'vitest';
import {startPostgres} from './postgres';

describe('startPostgres', () => {
  it('starts a server on 127.0.0.1 that takes queries and new databases, then stops and leaves nothing', async () => {
    const server = await startPostgres();
    const client = new pg.Client({connectionString: server.url});
    await client.connect();
    const {rows} = await client.query<{ok: number; folder: string}>(
      "SELECT 1 AS ok, current_setting('data_directory') AS folder",
    );
    await client.query('CREATE DATABASE scratch');
    await client.end();
    const scratch = new pg.Client({connectionString: server.urlFor('scratch')});
    await scratch.connect();
    expect((await scratch.query('SELECT current_database() AS db')).rows).toEqual([{db: 'scratch'}]);
    await scratch.end();
    expect(rows[0]!.ok).toBe(1);
    expect(existsSync(rows[0]!.folder)).toBe(true);
    await server.stop();
    expect(existsSync(rows[0]!.folder)).toBe(false);
    await expect(new pg.Client({connectionString: server.url}).connect()).rejects.toThrow();
  }, 60_000);
});
