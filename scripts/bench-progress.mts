/**
 * Load test of the progress API (a script, not a test): the production
 * server on 127.0.0.1, once over the embedded PGlite store and once over a
 * throwaway PostgreSQL server, each with autocannon for 20 s at 100
 * connections. 1,000 learners (each with a session of their own) read their
 * progress, mark lessons done or not done, and record visits, in a random
 * mix. Afterwards every mark the server acknowledged (200) is looked up in
 * the database by its event id: the count check.
 *
 *   npm run bench:progress     (needs `npm run build`; BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_LEARNERS)
 */
import {randomUUID} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import autocannon from 'autocannon';
import type {Kysely} from 'kysely';
import {openDatabase, type DatabaseTarget} from '../server/progress/database.ts';
import type {ProgressDatabase} from '../server/progress/schema.ts';
import {MANIFEST_FILE, type LessonManifest} from '../src/progress/manifest.ts';
import {SESSION_COOKIE, sessionCookie} from '../tests/e2e/session.ts';
import {freePort} from './lib/freePort.ts';
import {startPostgres} from './lib/postgres.ts';
import {endGroupsWithThisProcess, startGroup, type ProcessGroup} from './lib/processGroup.ts';
import {waitForUrl} from './lib/waitForUrl.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
/** The share of each kind of request. */
const MIX = {read: 0.5, mark: 0.4, visit: 0.1};

const manifest = JSON.parse(readFileSync(join('build/full', MANIFEST_FILE), 'utf8')) as LessonManifest;
const lessonIds = manifest.lessons.map((lesson) => lesson.id);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

endGroupsWithThisProcess();

async function startServer(env: Record<string, string>): Promise<{base: string; server: ProcessGroup}> {
  const port = await freePort();
  const server = startGroup('node', ['dist/server/server.js'], {
    env: {...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn'},
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/healthz`, server.child);
  return {base, server};
}

async function stopServer(server: ProcessGroup): Promise<void> {
  server.signal('SIGTERM');
  await server.exited;
}

/** One session cookie per learner, made a few at a time (each is an identity-service call). */
async function learnerCookies(base: string): Promise<string[]> {
  const cookies: string[] = [];
  while (cookies.length < LEARNERS) {
    const batch = await Promise.all(
      Array.from({length: Math.min(25, LEARNERS - cookies.length)}, () => sessionCookie(base)),
    );
    cookies.push(...batch.map((value) => `${SESSION_COOKIE}=${value}`));
  }
  return cookies;
}

type Row = {
  store: string;
  rps: number;
  p50: number;
  p99: number;
  /** Every failed request, timeouts included (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  non2xx: number;
  acknowledged: number;
  found: number;
};

async function run(
  store: string,
  base: string,
  cookies: readonly string[],
): Promise<{row: Omit<Row, 'found'>; acknowledged: string[]}> {
  const acknowledged: string[] = [];
  const origin = {origin: base, 'sec-fetch-site': 'same-origin'};
  const result = await autocannon({
    url: base,
    duration: DURATION_S,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (request, context) => {
          const cookie = pick(cookies);
          const roll = Math.random();
          context.eventId = null;
          if (roll < MIX.read)
            return {...request, method: 'GET', path: '/api/progress', headers: {cookie}, body: undefined};
          const json = {...origin, cookie, 'content-type': 'application/json'};
          if (roll < MIX.read + MIX.mark) {
            const eventId = randomUUID();
            context.eventId = eventId;
            const body = {eventId, lessonId: pick(lessonIds), done: Math.random() < 0.8, at: new Date().toISOString()};
            return {...request, method: 'POST', path: '/api/progress/marks', headers: json, body: JSON.stringify(body)};
          }
          return {
            ...request,
            method: 'POST',
            path: '/api/progress/visits',
            headers: json,
            body: JSON.stringify({lessonId: pick(lessonIds)}),
          };
        },
        onResponse: (status, _body, context) => {
          if (status === 200 && typeof context.eventId === 'string') acknowledged.push(context.eventId);
        },
      },
    ],
  });
  return {
    row: {
      store,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      acknowledged: acknowledged.length,
    },
    acknowledged,
  };
}

/** How many of the acknowledged marks the database holds, read after the server has stopped. */
async function countFound(target: DatabaseTarget, acknowledged: readonly string[]): Promise<number> {
  const db: Kysely<ProgressDatabase> = openDatabase(target);
  try {
    const rows = await db.selectFrom('progress_events').select('event_id').execute();
    const stored = new Set(rows.map((row) => row.event_id));
    return acknowledged.filter((id) => stored.has(id)).length;
  } finally {
    await db.destroy();
  }
}

const rows: Row[] = [];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`[bench] load average before: ${load()}`);

const dataDir = mkdtempSync(join(tmpdir(), 'progress-bench-'));
const postgres = await startPostgres();
try {
  const pgliteTarget: DatabaseTarget = {kind: 'pglite', dataDir};
  let {base, server} = await startServer({DATA_DIR: dataDir});
  console.log(`[bench] signing in ${LEARNERS} learners…`);
  const cookies = await learnerCookies(base);
  console.log(`[bench] PGlite: ${DURATION_S} s at ${CONNECTIONS} connections…`);
  const pglite = await run('PGlite (embedded)', base, cookies);
  await stopServer(server);
  rows.push({...pglite.row, found: await countFound(pgliteTarget, pglite.acknowledged)});

  ({base, server} = await startServer({DATABASE_URL: postgres.url}));
  console.log(`[bench] PostgreSQL: ${DURATION_S} s at ${CONNECTIONS} connections…`);
  const pg = await run('PostgreSQL (pool of 10)', base, cookies);
  await stopServer(server);
  rows.push({...pg.row, found: await countFound({kind: 'postgres', url: postgres.url}, pg.acknowledged)});
} finally {
  await postgres.stop();
  rmSync(dataDir, {recursive: true, force: true});
}

console.log(
  `\n${DURATION_S} s per store, ${CONNECTIONS} connections, ${LEARNERS} learners; mix: ${MIX.read * 100}% reads, ${MIX.mark * 100}% marks, ${MIX.visit * 100}% visits`,
);
console.log(`load average after: ${load()} (2 cores, shared machine)\n`);
console.log(
  '| store | req/s | p50 ms | p99 ms | errors | of which timeouts (10 s) | non-2xx | marks acknowledged | found in the database |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.store} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.timeouts} | ${row.non2xx} | ${row.acknowledged} | ${row.found} |`,
  );
}
const lost = rows.filter((row) => row.found !== row.acknowledged);
if (lost.length > 0) {
  console.error(
    `\nCOUNT CHECK FAILED: ${lost.map((row) => `${row.store}: ${row.acknowledged - row.found} acknowledged marks missing`).join('; ')}`,
  );
  process.exit(1);
}
console.log('\ncount check: every acknowledged mark is in the database');
