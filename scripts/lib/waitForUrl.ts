import type {ChildProcess} from 'node:child_process';

/** Whether a GET to `url` answers 2xx now. */
export async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

/** Waits until `url` answers, failing early if the process meant to serve it exits. */
export async function waitForUrl(url: string, serving: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (serving.exitCode !== null) throw new Error(`The process serving ${url} exited.`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
