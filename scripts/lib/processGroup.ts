/**
 * Child processes that end with the script that started them.
 *
 * Killing a child such as `npx firebase …` does not reach what it started
 * (node, then Java), so each child runs as the leader of its own process
 * group and the whole group is signalled. Groups still running when the
 * script ends, by success, failure, an uncaught error or a signal, are
 * stopped first.
 */
import {spawn, type ChildProcess, type SpawnOptions} from 'node:child_process';

export type Exit = {readonly code: number | null; readonly signal: NodeJS.Signals | null};

export type ProcessGroup = {
  readonly child: ChildProcess;
  /** Settles when the group's leader exits. */
  readonly exited: Promise<Exit>;
  /** Sends `signal` to every process of the group. */
  readonly signal: (signal: NodeJS.Signals) => void;
  /** Stops the whole group: SIGTERM, then SIGKILL for what is left after `graceMs`. */
  readonly stop: (graceMs?: number) => Promise<void>;
};

const running = new Set<ProcessGroup>();

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already ended.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Starts `command` as the leader of a new process group that is stopped when this script ends. */
export function startGroup(command: string, args: readonly string[], options: SpawnOptions = {}): ProcessGroup {
  return adoptGroup(spawn(command, args, {...options, detached: true}));
}

/**
 * Makes a child that a library spawned with `detached: true` (so it leads a
 * group of its own, as chrome-launcher's Chromium does) end with this script
 * like the groups `startGroup` starts.
 */
export function adoptGroup(child: ChildProcess): ProcessGroup {
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({code, signal}));
    child.once('error', () => resolve({code: 127, signal: null}));
  });
  const group: ProcessGroup = {
    child,
    exited,
    signal: (signal) => signalGroup(child.pid, signal),
    async stop(graceMs = 10_000) {
      const pid = child.pid;
      running.delete(group);
      if (pid === undefined) return;
      signalGroup(pid, 'SIGTERM');
      if (await waitUntilGone(pid, graceMs)) return;
      signalGroup(pid, 'SIGKILL');
      await waitUntilGone(pid, 2_000);
    },
  };
  running.add(group);
  return group;
}

/** Stops every group this script started that is still running. */
export async function stopAllGroups(): Promise<void> {
  await Promise.all([...running].map((group) => group.stop()));
}

let installed = false;

/**
 * Makes every group end with this script: on a normal exit (synchronously,
 * with SIGKILL, since nothing can be awaited then), on an uncaught error, on
 * SIGINT, SIGTERM and SIGHUP (the groups get SIGTERM first so that they can
 * shut down cleanly), and when the parent process dies.
 */
export function endGroupsWithThisProcess(): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const group of running) group.signal('SIGKILL');
  });
  const fail = (error: unknown) => {
    console.error(error);
    void stopAllGroups().finally(() => process.exit(1));
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  const exitCodes = {SIGINT: 130, SIGTERM: 143, SIGHUP: 129} as const;
  for (const [signal, code] of Object.entries(exitCodes) as [NodeJS.Signals, number][]) {
    process.on(signal, () => void stopAllGroups().finally(() => process.exit(code)));
  }
  // A parent killed outright (SIGKILL) sends no signal: being handed to another parent is the sign.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stopAllGroups().finally(() => process.exit(129));
  }, 1_000).unref();
}
