/**
 * Page speed as Lighthouse measures it (a benchmark, not a test): the pages
 * of issue 11 on a mobile device (Lighthouse's default form factor and
 * simulated throttling), run 1 of every page, then run 2 of every page, and
 * so on, each run in a fresh Chromium. A control page, /docs/intro with every
 * script removed, is measured in the same loop. Prints the median and range
 * of each metric per page, then the main-thread time of /docs/intro on an
 * unthrottled desktop.
 *
 *   npm run bench:pages            (needs `npm run build`, unless BENCH_BASE_URL is set)
 *
 * BENCH_BASE_URL     a running server to measure; by default one is started over build/
 * BENCH_COMPARE_URL  a second running server, measured in the same loop (before/after)
 * BENCH_RUNS         runs per page and server, 5 by default
 */
import {spawn, type SpawnOptions} from 'node:child_process';
import {existsSync} from 'node:fs';
import {availableParallelism, loadavg} from 'node:os';
import {Launcher} from 'chrome-launcher';
import lighthouse, {desktopConfig, type Config, type Flags, type Result} from 'lighthouse';
import {positiveInt} from '../server/config.ts';
import {AUTH_NAVBAR_LABELS} from '../src/site/navbar.ts';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/chromium.ts';
import {SESSION_COOKIE, sessionCookie} from '../tests/e2e/session.ts';
import {PAGES} from '../tests/pageScripts.ts';
import {startControlServer, withoutScripts, type ControlServer} from './lib/controlPage.ts';
import {freePort} from './lib/freePort.ts';
import {
  adoptGroup,
  endGroupsWithThisProcess,
  startGroup,
  stopAllGroups,
  type ProcessGroup,
} from './lib/processGroup.ts';
import {spread} from './lib/stats.ts';
import {answers, waitForUrl} from './lib/waitForUrl.ts';

/** The page the control strips, served at the same path so that its relative URLs resolve alike. */
const CONTROL_SOURCE = '/docs/intro';
const SERVER_SCRIPT = 'dist/server/server.js';

const RUNS = positiveInt(process.env, 'BENCH_RUNS', 5);

type Server = {
  /** host:port, the label of its rows. */
  readonly name: string;
  readonly base: string;
  readonly control: ControlServer;
  /** Headers that make this server send the full build. */
  readonly signedIn: Record<string, string>;
};

type Target = {readonly label: string; readonly url: (server: Server) => string; readonly signedIn: boolean};

const TARGETS: readonly Target[] = [
  {label: `control: ${CONTROL_SOURCE}, no JS`, url: (server) => server.control.url, signedIn: false},
  ...PAGES.map(({label, path, signedIn}) => ({
    label,
    url: (server: Server) => `${server.base}${encodeURI(path)}`,
    signedIn,
  })),
];

type Column = {
  readonly heading: string;
  readonly value: (lhr: Result) => number | undefined;
  readonly format: (value: number) => string;
  /** Scores that barely move between runs show their median only. */
  readonly range: boolean;
};

const score = (category: string) => (lhr: Result) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? value * 100 : undefined;
};
const audit =
  (id: string, scale = 1) =>
  (lhr: Result) => {
    const value = lhr.audits[id]?.numericValue;
    return value === undefined ? undefined : value * scale;
  };
const fixed = (digits: number) => (value: number) => value.toFixed(digits);

/** KiB of the script requests' transfer sizes, headers included, as Lighthouse recorded them. */
function scriptKiB(lhr: Result): number | undefined {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return undefined;
  const bytes = details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0);
  return bytes / 1024;
}

const COLUMNS: readonly Column[] = [
  {heading: 'performance', value: score('performance'), format: fixed(0), range: true},
  {heading: 'FCP s', value: audit('first-contentful-paint', 1 / 1000), format: fixed(2), range: true},
  {heading: 'LCP s', value: audit('largest-contentful-paint', 1 / 1000), format: fixed(2), range: true},
  {heading: 'TBT ms', value: audit('total-blocking-time'), format: fixed(0), range: true},
  {heading: 'CLS', value: audit('cumulative-layout-shift'), format: fixed(3), range: true},
  {heading: 'JS KiB', value: scriptKiB, format: fixed(1), range: true},
  {heading: 'accessibility', value: score('accessibility'), format: fixed(0), range: false},
  {heading: 'best practices', value: score('best-practices'), format: fixed(0), range: false},
  {heading: 'SEO', value: score('seo'), format: fixed(0), range: false},
];

const MAIN_THREAD: Column = {
  heading: 'main thread ms',
  value: audit('mainthread-work-breakdown'),
  format: fixed(0),
  range: true,
};

type Settings = {readonly flags: Flags; readonly config?: Config};

/** Lighthouse's defaults (mobile, simulated throttling), with the session cookie for a signed-in page. */
const mobile = (target: Target, server: Server): Settings => ({
  flags: target.signedIn ? {extraHeaders: server.signedIn} : {},
});

/** Main-thread time with no throttling at all: what the page's own work costs on this machine. */
const unthrottled = (): Settings => ({
  flags: {throttlingMethod: 'provided', onlyAudits: ['mainthread-work-breakdown']},
  config: desktopConfig,
});

const runs = (count: number) => `${count} run${count === 1 ? '' : 's'}`;

function printLoad(when: string): void {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.log(`Load average ${when}: ${one}, ${five}, ${fifteen} (1, 5, 15 min) on ${availableParallelism()} CPUs`);
}

/** The production server over the existing build, on a free port; stopped with this script. */
async function startServer(): Promise<string> {
  if (!existsSync(SERVER_SCRIPT))
    throw new Error(`${SERVER_SCRIPT} is missing: run \`npm run build\`, or set BENCH_BASE_URL.`);
  const port = await freePort();
  const server = startGroup('node', [SERVER_SCRIPT], {
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn'},
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/healthz`, server.child);
  return base;
}

/** A signed-in session, checked to get the full build, and the control page for one server. */
async function prepare(base: string): Promise<Server> {
  if (!(await answers(`${base}/healthz`))) throw new Error(`${base}/healthz does not answer.`);
  const signedIn = {Cookie: `${SESSION_COOKIE}=${await sessionCookie(base)}`};
  for (const {path} of PAGES.filter((page) => page.signedIn)) {
    const html = await (await fetch(`${base}${encodeURI(path)}`, {headers: signedIn})).text();
    if (!html.includes(`>${AUTH_NAVBAR_LABELS.signedIn}<`))
      throw new Error(`${base}${path} is not the signed-in page.`);
  }
  const source = await fetch(`${base}${CONTROL_SOURCE}`);
  if (!source.ok) throw new Error(`${base}${CONTROL_SOURCE}: ${source.status}`);
  const control = await startControlServer(base, CONTROL_SOURCE, withoutScripts(await source.text()));
  return {name: new URL(base).host, base, control, signedIn};
}

/**
 * Runs Lighthouse in a fresh Chromium. chrome-launcher starts Chromium as
 * the leader of its own process group; it is adopted as it is spawned, so
 * that it ends with this script however the script ends.
 */
async function lighthouseRun(url: string, flags: Flags, config?: Config): Promise<Result> {
  let group: ProcessGroup | undefined;
  const adopting = (command: string, args: readonly string[], options: SpawnOptions) => {
    const child = spawn(command, args, options);
    group = adoptGroup(child);
    return child;
  };
  const launcher = new Launcher(
    {chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'], logLevel: 'silent'},
    {spawn: adopting as typeof spawn},
  );
  try {
    await launcher.launch();
    const result = await lighthouse(url, {...flags, port: launcher.port, logLevel: 'error', output: 'json'}, config);
    if (!result) throw new Error('Lighthouse returned no result.');
    const {runtimeError} = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return result.lhr;
  } finally {
    // Kills Chromium's group and removes its temporary profile.
    launcher.kill();
    await group?.stop();
  }
}

type Row = {readonly target: string; readonly server: string; readonly samples: readonly number[][]};

type Failure = {readonly what: string; readonly run: number; readonly reason: string};

const failures: Failure[] = [];
const warnings = new Set<string>();
const benchmarkIndexes: number[] = [];

/** One Lighthouse run's values for `columns`, or null (and a recorded failure) when any is missing. */
async function measure(what: string, run: number, url: string, columns: readonly Column[], settings: Settings) {
  process.stderr.write(`run ${run}/${RUNS}  ${what} … `);
  try {
    const lhr = await lighthouseRun(url, settings.flags, settings.config).catch((error: unknown) => {
      // Lighthouse sometimes loses the trace (NO_NAVSTART) and asks to be run again: once, the run is repeated.
      if (!(error instanceof Error && /run Lighthouse again/.test(error.message))) throw error;
      warnings.add(`${what}, run ${run}: repeated once after "${error.message}"`);
      return lighthouseRun(url, settings.flags, settings.config);
    });
    for (const warning of lhr.runWarnings) warnings.add(warning);
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    const values = columns.map((column) => column.value(lhr));
    const missing = columns.filter((_, index) => values[index] === undefined).map((column) => column.heading);
    if (missing.length > 0) throw new Error(`no ${missing.join(', ')} in the report`);
    process.stderr.write(`${columns[0]!.heading} ${columns[0]!.format(values[0]!)}\n`);
    return values as number[];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`FAILED: ${reason}\n`);
    failures.push({what, run, reason});
    return null;
  }
}

/**
 * Measures every page on every server RUNS times, run 1 of each pair before
 * run 2 of any, so that a change in the machine's load touches all of them
 * alike; returns one row per page and server.
 */
async function interleaved(
  targets: readonly Target[],
  servers: readonly Server[],
  columns: readonly Column[],
  settings: (target: Target, server: Server) => Settings,
): Promise<Row[]> {
  const pairs = targets.flatMap((target) => servers.map((server) => ({target, server, samples: [] as number[][]})));
  for (let run = 1; run <= RUNS; run += 1) {
    for (const {target, server, samples} of pairs) {
      const what = `${target.label} @ ${server.name}`;
      const values = await measure(what, run, target.url(server), columns, settings(target, server));
      if (values) samples.push(values);
    }
  }
  return pairs.map(({target, server, samples}) => ({target: target.label, server: server.name, samples}));
}

function cell(column: Column, values: readonly number[]): string {
  if (values.length === 0) return '–';
  const {median, min, max} = spread(values);
  return column.range
    ? `${column.format(median)} (${column.format(min)}–${column.format(max)})`
    : column.format(median);
}

function printTable(rows: readonly Row[], columns: readonly Column[]): void {
  console.log(`| page | server | runs | ${columns.map((column) => column.heading).join(' | ')} |`);
  console.log(`| --- | --- | ---: |${' ---: |'.repeat(columns.length)}`);
  for (const {target, server, samples} of rows) {
    const cells = columns.map((column, index) =>
      cell(
        column,
        samples.map((values) => values[index]!),
      ),
    );
    console.log(`| ${target} | ${server} | ${samples.length}/${RUNS} | ${cells.join(' | ')} |`);
  }
}

endGroupsWithThisProcess();
printLoad('at start');
const servers: Server[] = [];
try {
  const given = process.env.BENCH_BASE_URL;
  const compare = process.env.BENCH_COMPARE_URL;
  const base = given ?? (await startServer());
  console.log(`Server: ${base}${given ? '' : ` (started over ${process.env.BUILD_DIR ?? 'build'}/)`}`);
  if (compare) console.log(`Compared with: ${compare}`);
  for (const url of compare ? [base, compare] : [base]) servers.push(await prepare(url.replace(/\/+$/, '')));

  const rows = await interleaved(TARGETS, servers, COLUMNS, mobile);
  const intro: Target = {
    label: `${CONTROL_SOURCE}, unthrottled`,
    url: (server) => `${server.base}${CONTROL_SOURCE}`,
    signedIn: false,
  };
  const mainThread = await interleaved([intro], servers, [MAIN_THREAD], unthrottled);

  console.log(
    `\nMobile, Lighthouse's simulated slow 4G and 4x CPU slowdown: median (min–max) of ${runs(RUNS)}, interleaved\n`,
  );
  printTable(rows, COLUMNS);
  console.log(
    "\nJS KiB: transfer size of the script requests (compressed, headers included); the control's must be 0.",
  );
  for (const {label, path, signedIn} of PAGES) console.log(`${label}: ${path}${signedIn ? ', signed in' : ''}`);
  console.log(
    `\nMain-thread work of ${CONTROL_SOURCE} (mainthread-work-breakdown), desktop, no throttling: median (min–max) of ${runs(RUNS)}\n`,
  );
  printTable(mainThread, [MAIN_THREAD]);
  if (benchmarkIndexes.length > 0) {
    const {median, min, max} = spread(benchmarkIndexes);
    console.log(
      `\nLighthouse benchmarkIndex of this machine: ${median.toFixed(0)} (${min.toFixed(0)}–${max.toFixed(0)})`,
    );
  }
  if (warnings.size > 0)
    console.log(`\nLighthouse warnings:\n${[...warnings].map((warning) => `  ${warning}`).join('\n')}`);
  if (failures.length > 0) {
    console.log(`\n${runs(failures.length)} failed (left out of the medians above):`);
    for (const {what, run, reason} of failures) console.log(`  run ${run}, ${what}: ${reason}`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all(servers.map((server) => server.control.close()));
  await stopAllGroups();
  printLoad('at end');
}
