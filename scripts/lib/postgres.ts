/**
 * A throwaway PostgreSQL server for tests: a fresh cluster (initdb) in a
 * temporary folder, listening on 127.0.0.1 on a free port, with trust
 * authentication and durability off (test data only). It is stopped and
 * its folder deleted by `stop()`, and also when the process ends, fails or
 * is interrupted (see processGroup.ts). Works as root (the server runs as
 * the `postgres` user, as PostgreSQL requires) and as any other user.
 *
 *   const server = await startPostgres();
 *   // connect to server.url (the `postgres` database) or server.urlFor('lesson_1')
 *   await server.stop();
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {chownSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import pg from 'pg';
import {freePort} from './freePort';
import {endGroupsWithThisProcess, startGroup} from './processGroup';

export type TestPostgres = {
  /** Connection string of the `postgres` database, as the `postgres` superuser. */
  readonly url: string;
  readonly port: number;
  /** Connection string of another database on the same server. */
  readonly urlFor: (database: string) => string;
  /** Stops the server and deletes its folder. */
  readonly stop: () => Promise<void>;
};

/** The folder of initdb and postgres: $PG_BIN, then Debian's newest /usr/lib/postgresql/<version>/bin, then PATH. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return join(debian, versions[0]!, 'bin');
  const found = spawnSync('sh', ['-c', 'command -v initdb'], {encoding: 'utf8'}).stdout.trim();
  if (found) return found.replace(/\/initdb$/, '');
  throw new Error("PostgreSQL server binaries not found: install Debian's `postgresql` or set PG_BIN");
}

/** As root the server must run as another user: Debian's `postgres`. */
function runAs(): {uid: number; gid: number; prefix: string[]} | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], {encoding: 'utf8'}).trim());
  try {
    return {uid: id('-u'), gid: id('-g'), prefix: ['runuser', '-u', 'postgres', '--']};
  } catch {
    throw new Error('running as root, but there is no `postgres` user to run the server as');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilAccepting(url: string, exited: Promise<unknown>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({connectionString: url});
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (gone) throw new Error(`postgres exited while starting:\n${output()}`);
      if (Date.now() > deadline)
        throw new Error(`postgres did not accept connections in 30 s: ${(error as Error).message}\n${output()}`);
      await sleep(100);
    }
  }
}

/** `settings`: more server settings (`-c name=value`), or other values for the durability ones, e.g. `{wal_level: 'logical'}`. */
export async function startPostgres(settings: Readonly<Record<string, string>> = {}): Promise<TestPostgres> {
  endGroupsWithThisProcess();
  const bin = postgresBin();
  const user = runAs();
  const folder = mkdtempSync(join(tmpdir(), 'test-postgres-'));
  const remove = () => rmSync(folder, {recursive: true, force: true, maxRetries: 5});
  // Deleted even when the process ends without stop() (a failure, Ctrl-C): processGroup has killed the server by then.
  process.once('exit', remove);
  try {
    if (user) chownSync(folder, user.uid, user.gid);
    const data = join(folder, 'data');
    const command = (name: string, args: string[]) =>
      user ? [...user.prefix, join(bin, name), ...args] : [join(bin, name), ...args];
    const [initdb, ...initArgs] = command('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const init = spawnSync(initdb!, initArgs, {encoding: 'utf8'});
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);

    const port = await freePort();
    const all = {
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      ...settings,
      listen_addresses: '127.0.0.1',
      port: String(port),
      unix_socket_directories: folder,
    };
    const [postgres, ...args] = command('postgres', [
      '-D',
      data,
      ...Object.entries(all).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    ]);
    const server = startGroup(postgres!, args, {stdio: ['ignore', 'pipe', 'pipe']});
    let log = '';
    server.child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

    const urlFor = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    const stop = async () => {
      // SIGINT is PostgreSQL's fast shutdown: it does not wait for clients to disconnect.
      server.signal('SIGINT');
      await Promise.race([server.exited, sleep(10_000)]);
      await server.stop(2_000);
      remove();
      process.removeListener('exit', remove);
    };
    try {
      await waitUntilAccepting(urlFor('postgres'), server.exited, () => log);
    } catch (error) {
      await stop();
      throw error;
    }
    return {url: urlFor('postgres'), port, urlFor, stop};
  } catch (error) {
    remove();
    throw error;
  }
}

export type LessonDatabases = {
  /** A client on the `postgres` database, as the superuser. */
  readonly admin: pg.Client;
  /** Creates the next lesson's database (a copy of `template` when given) and returns its name. */
  open(template?: string): Promise<string>;
  /** Drops every database and role created since the last `open` (the lesson's own and any it made). */
  close(): Promise<void>;
  /** Closes the admin connection (the server keeps running). */
  end(): Promise<void>;
};

/**
 * One fresh database per lesson on `server`, for runners that run lessons one after another. Databases and roles
 * belong to the whole server, so what a lesson creates is dropped when it closes: the next lesson starts clean.
 */
export async function lessonDatabases(server: TestPostgres): Promise<LessonDatabases> {
  const admin = new pg.Client({connectionString: server.url});
  await admin.connect();
  const listed = async (sql: string) => new Set((await admin.query(sql)).rows.map((row) => row.name as string));
  const roles = () => listed('SELECT rolname AS name FROM pg_roles');
  const databases = () => listed('SELECT datname AS name FROM pg_database');
  const baseRoles = await roles();
  let baseDatabases = await databases();
  let lessons = 0;
  return {
    admin,
    async open(template) {
      baseDatabases = await databases();
      lessons += 1;
      const name = `lesson_${lessons}`;
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
      return name;
    },
    async close() {
      for (const name of await databases()) {
        if (!baseDatabases.has(name)) await admin.query(`DROP DATABASE ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      }
      for (const role of await roles()) {
        if (!baseRoles.has(role)) await admin.query(`DROP ROLE ${pg.escapeIdentifier(role)}`);
      }
    },
    end: () => admin.end().catch(() => undefined),
  };
}
