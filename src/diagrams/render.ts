import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';
import {CHROMIUM_ARGS, chromiumPath} from '../../tests/chromium';
import {diagramKey} from './key';
import {mermaidBundle} from './mermaidBundle';
import {MERMAID_SETTINGS} from './rendered';

type Failure = {source: string; message: string};

/** What a cached drawing was drawn with: a new Mermaid or new settings draw everything again. */
function stampOf(siteDir: string): string {
  const version = (createRequire(join(siteDir, 'package.json'))('mermaid/package.json') as {version: string}).version;
  return `mermaid@${version} ${JSON.stringify(MERMAID_SETTINGS)}`;
}

function isCached(file: string, stamp: string): boolean {
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as {stamp?: string}).stamp === stamp;
  } catch {
    return false;
  }
}

type Drawn = {source: string; key: string; svg: string} | {source: string; key: string; error: string};

/**
 * Draws `jobs` on a thread of its own (drawWorker.cjs says why), in `pages` pages side by side, and hands each
 * drawing or error to `onDrawn` as it comes.
 */
function drawOnThread(
  siteDir: string,
  workerData: {
    executablePath: string;
    args: string[];
    bundle: string;
    pages: number;
    jobs: {source: string; key: string}[];
  },
  onDrawn: (drawn: Drawn) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    const worker = new Worker(join(siteDir, 'src', 'diagrams', 'drawWorker.cjs'), {
      workerData: {
        ...workerData,
        playwright: createRequire(join(siteDir, 'package.json')).resolve('playwright-core'),
        settings: MERMAID_SETTINGS,
      },
    });
    worker.on('message', (message: Drawn | {done: true}) => {
      if ('done' in message) done = true;
      else onDrawn(message);
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      done ? resolve() : reject(new Error(`The diagrams' drawing thread stopped before the end (exit code ${code}).`)),
    );
  });
}

/**
 * Draws every Mermaid source that is not drawn yet into `<cacheDir>/<key>.json`
 * (its SVG, with the diagram's accessible title and description as Mermaid
 * writes them), in the Chromium the tests use. Fails
 * with every diagram that does not parse, and clearly when Chromium is missing.
 */
export async function renderDiagrams(
  sources: Iterable<string>,
  {siteDir, cacheDir}: {siteDir: string; cacheDir: string},
): Promise<{drawn: number; cached: number}> {
  const stamp = stampOf(siteDir);
  const unique = [...new Set(sources)];
  const missing = unique.filter((source) => !isCached(join(cacheDir, `${diagramKey(source)}.json`), stamp));
  if (missing.length === 0) return {drawn: 0, cached: unique.length};

  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `${missing.length} Mermaid diagrams must be drawn at build time, in Chromium, which is not at ${executablePath}. ` +
        'Install it (apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  mkdirSync(cacheDir, {recursive: true});
  const failures: Failure[] = [];
  await drawOnThread(
    siteDir,
    {
      executablePath,
      args: CHROMIUM_ARGS,
      bundle: mermaidBundle(siteDir),
      pages: Math.max(1, Math.min(availableParallelism(), 4)),
      jobs: missing.map((source) => ({source, key: diagramKey(source)})),
    },
    (drawn) => {
      if ('error' in drawn) {
        failures.push({source: drawn.source, message: drawn.error.split('\n')[0]!});
        return;
      }
      const file = join(cacheDir, `${drawn.key}.json`);
      // Written whole or not at all: a build stopped half-way leaves no broken drawing behind.
      writeFileSync(`${file}.tmp`, JSON.stringify({stamp, svg: drawn.svg}));
      renameSync(`${file}.tmp`, file);
    },
  );
  if (failures.length > 0) {
    const list = failures.map(
      ({source, message}) => `- ${message}\n  in: ${source.split('\n').slice(0, 3).join(' / ')}`,
    );
    throw new Error(`${failures.length} Mermaid diagrams could not be drawn:\n${list.join('\n')}`);
  }
  return {drawn: missing.length, cached: unique.length - missing.length};
}
