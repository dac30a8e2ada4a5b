/**
 * One lesson's database, seen from the page: a worker (worker.ts) started
 * from the lesson's starting point, the SQL that has run on it since, and
 * runs one at a time. Stop and the statement timeout end the worker, the only
 * way to interrupt WebAssembly; the next run starts a new one and replays the
 * start and the history, so the learner loses no state.
 */
import type {ResultSet} from '../../resultSet';
import type {Download, EngineMessage, EngineReply, EngineRequest, Loading} from './protocol';

/** What a lesson starts from: datasets (SQL files, with their sizes) and setup scripts. */
export type LessonStart = {datasets: Download[]; scripts: string[]};

/** A statement running longer than this is stopped, as if the learner had pressed Stop. */
export const STATEMENT_TIMEOUT_MS = 10_000;

/** Why a run ended without an answer: Stop, the statement timeout, or a Reset while it ran. */
export type Stopped = {ok: false; stopped: 'stop' | 'timeout' | 'reset'};

export type Outcome = EngineReply | Stopped;

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

type Pending = {resolve: (reply: Outcome) => void};

export class LessonSession {
  private worker: Worker | null = null;
  private started: Promise<Outcome> | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  /** The statements that took effect since the start, replayed after a restart. */
  private history: string[] = [];
  private ready = false;
  /** How far the engine's start has downloaded; null before its first bytes are counted. */
  private loading: Loading | null = null;
  private loadingListeners = new Set<(loading: Loading | null) => void>();

  constructor(private readonly start: () => Promise<LessonStart>) {}

  /** Whether the database is up: the next run needs no download or replay. */
  isReady(): boolean {
    return this.ready;
  }

  /** Starts the engine now (the first Run does it anyway): the progress bar can follow it. */
  warmUp(): Promise<Outcome> {
    return this.enqueue(() => this.ensureStarted());
  }

  /** Calls `listener` with the start's download progress now and whenever it moves; returns the unsubscribe. */
  onLoading(listener: (loading: Loading | null) => void): () => void {
    this.loadingListeners.add(listener);
    listener(this.loading);
    return () => void this.loadingListeners.delete(listener);
  }

  run(sql: string, check?: {expected: ResultSet; ordered: boolean}): Promise<Outcome> {
    return this.enqueue(async () => {
      const start = await this.ensureStarted();
      if (!start.ok) return start;
      const timer = setTimeout(() => this.end('timeout'), STATEMENT_TIMEOUT_MS);
      const reply = await this.send({kind: 'run', sql, ...(check ? {check} : {})});
      clearTimeout(timer);
      if ('ran' in reply) this.history.push(...reply.ran);
      return reply;
    });
  }

  /** Ends the running statement (and the worker); the database comes back on the next run. */
  stop(): void {
    this.end('stop');
  }

  /** Back to the lesson's starting point. */
  reset(): void {
    this.end('reset');
    this.history = [];
  }

  private enqueue(task: () => Promise<Outcome>): Promise<Outcome> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async ensureStarted(): Promise<Outcome> {
    if (!this.started) {
      this.setLoading(null);
      const history = [...this.history];
      this.started = this.start().then(({datasets, scripts}) =>
        this.send({kind: 'start', datasets, scripts: [...scripts, ...history]}),
      );
    }
    const reply = await this.started;
    if (!reply.ok) this.started = null;
    this.ready = reply.ok;
    return reply;
  }

  private send(request: DistributiveOmit<EngineRequest, 'id'>): Promise<Outcome> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, {resolve});
      worker.postMessage({...request, id} as EngineRequest);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {type: 'module', name: 'sql-engine'});
    worker.onmessage = ({data}: MessageEvent<EngineMessage>) => {
      if ('loading' in data) return this.setLoading(data.loading);
      this.pending.get(data.id)?.resolve(data);
      this.pending.delete(data.id);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(event.message || 'The database engine could not start.');
    };
    this.worker = worker;
    return worker;
  }

  private setLoading(loading: Loading | null): void {
    this.loading = loading;
    for (const listener of this.loadingListeners) listener(loading);
  }

  private fail(message: string): void {
    this.ready = false;
    this.worker?.terminate();
    this.worker = null;
    this.started = null;
    for (const [id, {resolve}] of this.pending) resolve({id, ok: false, error: {message}, ran: []});
    this.pending.clear();
  }

  private end(why: 'stop' | 'timeout' | 'reset'): void {
    this.ready = false;
    this.worker?.terminate();
    this.worker = null;
    this.started = null;
    for (const {resolve} of this.pending.values()) resolve({ok: false, stopped: why});
    this.pending.clear();
  }
}
