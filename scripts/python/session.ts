/**
 * Runs a lesson's steps in one Python process (harness.py) in a fresh folder of its own, and returns what each
 * step printed and whether it succeeded. See README.md for what a step is and the environment it runs in.
 */
import {randomBytes} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {startGroup} from '../lib/processGroup';
import type {Step} from './plan';

/**
 * Debian's Python, by path: the `python3` first on PATH may be another one (a pyenv build, say) without the
 * python3-pandas, python3-sklearn, python3-pytest and python3-psycopg packages `.ci/run` installs.
 * `COURSE_PYTHON` names another interpreter that has them.
 */
export const PYTHON = process.env.COURSE_PYTHON || '/usr/bin/python3';

/** The longest one step may take: ML lessons fit models for tens of seconds on a loaded 2-core machine. */
export const STEP_TIMEOUT_S = 180;

const HARNESS = fileURLToPath(new URL('./harness.py', import.meta.url));

export type StepResult = {
  /** Everything the step printed, standard output and error interleaved, as a terminal shows them. */
  output: string;
  ok: boolean;
  /** Python's error (its last line, or the exit status of a script or pytest). */
  error?: string;
  /** The line of the lesson file the error points to, when Python's traceback names one. */
  line?: number;
};

/** The environment the lesson's code sees: nothing of the caller's but PATH, plus fixed, documented settings. */
export function lessonEnvironment(folder: string, extra: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: folder,
    LANG: 'C.UTF-8',
    TZ: 'UTC',
    // String hashing is randomised per process by default, which changes the order in which a set prints.
    PYTHONHASHSEED: '0',
    PYTHONUNBUFFERED: '1',
    PYTHONIOENCODING: 'utf-8',
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONPATH: [folder, join(folder, 'src')].join(':'),
    // No display: plots are drawn off screen and `plt.show()` returns at once.
    MPLBACKEND: 'Agg',
    // One thread for OpenMP (scikit-learn's gradient boosting) and BLAS: on a busy shared machine their spinning
    // worker threads made a fit many times slower than one thread does.
    OMP_NUM_THREADS: '1',
    OPENBLAS_NUM_THREADS: '1',
    ...extra,
  };
}

/**
 * Runs `steps` in order in a new folder that is deleted afterwards; stops at the first failure, so the result
 * list is shorter than `steps` when one failed. `env` is added to the lesson's environment.
 */
export async function runSteps(steps: readonly Step[], env: Record<string, string> = {}): Promise<StepResult[]> {
  const folder = mkdtempSync(join(tmpdir(), 'python-lesson-'));
  try {
    return await runIn(folder, steps, env);
  } finally {
    rmSync(folder, {recursive: true, force: true, maxRetries: 3});
  }
}

async function runIn(folder: string, steps: readonly Step[], env: Record<string, string>): Promise<StepResult[]> {
  const marker = `\u001e${randomBytes(12).toString('hex')}:`;
  const group = startGroup(PYTHON, ['-u', HARNESS], {
    cwd: folder,
    env: lessonEnvironment(folder, env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const results: StepResult[] = [];
  let pending = '';
  let stderr = '';
  let watchdog: NodeJS.Timeout | undefined;
  let stalled = false;
  // The harness times each step out itself; this only ends a process stuck where Python cannot interrupt it.
  const arm = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(
      () => {
        stalled = true;
        void group.stop(1_000);
      },
      (STEP_TIMEOUT_S + 60) * 1_000,
    );
  };
  arm();
  group.child.stdout!.setEncoding('utf8');
  group.child.stdout!.on('data', (chunk: string) => {
    pending += chunk;
    for (let at = pending.indexOf(marker); at >= 0; at = pending.indexOf(marker)) {
      const end = pending.indexOf('\n', at);
      if (end < 0) break;
      const status = JSON.parse(pending.slice(at + marker.length, end)) as {
        ok: boolean;
        error: string | null;
        line: number | null;
      };
      results.push({
        output: pending.slice(0, at),
        ok: status.ok,
        ...(status.error === null ? {} : {error: status.error}),
        ...(status.line === null ? {} : {line: status.line}),
      });
      pending = pending.slice(end + 1);
      arm();
    }
  });
  group.child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  group.child.stdin!.on('error', () => undefined); // a harness that dies at once is reported below
  group.child.stdin!.end(JSON.stringify({marker, root: resolve('.'), timeout: STEP_TIMEOUT_S, steps}));
  const exit = await group.exited;
  clearTimeout(watchdog);
  await group.stop(1_000);
  const last = results.at(-1);
  if (results.length < steps.length && (last === undefined || last.ok)) {
    // The process ended in the middle of a step: the step was killed, ended Python itself, or Python never started.
    const why = stalled
      ? `the block did not finish in ${STEP_TIMEOUT_S} s`
      : `the Python process ended (${exit.signal ?? `status ${exit.code}`}) ${stderr.trim() || 'during the block'}`;
    results.push({output: pending, ok: false, error: why});
  }
  return results;
}
