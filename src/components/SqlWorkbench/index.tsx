import {lazy, Suspense, useCallback, useEffect, useId, useReducer, useRef, useState, type ReactNode} from 'react';
import type {SqlBlockProps} from '@site/src/components/SqlBlock';
import {BLOCK_TEXT} from '@site/src/components/SqlBlock/text';
import SqlResult, {type Shown} from '@site/src/components/SqlResult';
import type {Loading} from '@site/src/sql/page/engine/protocol';
import {STATEMENT_TIMEOUT_MS, type Outcome} from '@site/src/sql/page/engine/session';
import {edits} from '@site/src/sql/page/editStore';
import {downloaded, errorRange} from '@site/src/sql/page/format';
import type {Lesson} from '@site/src/sql/page/lesson';
import {lessonRuntime} from '@site/src/sql/page/runtime';
import {describeBlocks, pendingBefore} from '@site/src/sql/page/sequence';
import {recordSolved} from '@side/sql-progress';
import {RUNNER_TEXT} from './text';
import styles from './styles.module.css';

export type Action = 'run' | 'check' | 'edit' | 'reset';

export type WorkbenchProps = Extract<SqlBlockProps, {index: number}> & {
  readonly lesson: Lesson;
  /** The block's text as the lesson wrote it (an exercise's starter). */
  readonly original: string;
  /** The button that opened the runner, carried out once it has loaded. */
  readonly action: Action;
};

const loadEditor = () => import(/* webpackChunkName: "sql-editor" */ '@site/src/components/SqlEditor');
const SqlEditor = lazy(loadEditor);

type Prompt = {pending: number[]; check: boolean};

function shownOf(outcome: Outcome, sql: string): Shown {
  if ('stopped' in outcome) return {kind: 'stopped', why: outcome.stopped};
  if (!outcome.ok) return {kind: 'error', error: outcome.error, sql};
  return {kind: 'result', statements: outcome.statements, ms: outcome.ms, verdict: outcome.verdict};
}

/** A runnable block once its runner has loaded: the editor, the buttons, and what the last run gave. */
export default function SqlWorkbench(props: WorkbenchProps): ReactNode {
  const {lesson, index, original, action} = props;
  const runtime = lessonRuntime(lesson);
  const {session} = runtime;
  const [text, setText] = useState(() => edits.read(lesson.id, index) ?? original);
  const latestText = useRef(text);
  const [saved, setSaved] = useState(true);
  const [busy, setBusy] = useState<'loading' | 'running' | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [loading, setLoading] = useState<Loading | null>(null);
  useEffect(() => session.onLoading(setLoading), [session]);
  const barId = useId();
  /** What learner progress says of this exercise's last "Correct": saving, saved, or waiting to retry. */
  const [progressStatus, setProgressStatus] = useState('');
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => runtime.subscribe(rerender), [runtime]);

  const change = (next: string) => {
    latestText.current = next;
    setText(next);
    setSaved(edits.write(lesson.id, index, next === original ? null : next));
  };

  const go = useCallback(
    async (check: boolean, withEarlier?: boolean) => {
      const pending = pendingBefore(index, runtime.done);
      if (pending.length > 0 && withEarlier === undefined) return setPrompt({pending, check});
      setPrompt(null);
      setShown(null);
      setProgressStatus('');
      if (!session.isReady()) {
        setBusy('loading');
        const started = await session.warmUp();
        if (!started.ok) {
          setBusy(null);
          return setShown(shownOf(started, ''));
        }
      }
      setBusy('running');
      for (const earlier of withEarlier ? pending : []) {
        const sql = lesson.blocks.get(earlier)?.sql() ?? '';
        const outcome = await session.run(sql);
        if (!outcome.ok) {
          setBusy(null);
          const shownEarlier = shownOf(outcome, sql);
          return setShown(shownEarlier.kind === 'error' ? {...shownEarlier, failedBlock: earlier + 1} : shownEarlier);
        }
        runtime.done.add(earlier);
      }
      const sql = latestText.current;
      const exercise = props.kind === 'exercise' ? props.exercise : null;
      const outcome = await session.run(
        sql,
        check && exercise ? {expected: exercise.expected, ordered: exercise.ordered} : undefined,
      );
      if (outcome.ok) runtime.done.add(index);
      runtime.changed();
      setBusy(null);
      setShown(shownOf(outcome, sql));
      // In the full build a solved exercise goes into the learner's progress (src/progress/solved.ts).
      if (recordSolved && props.kind === 'exercise' && outcome.ok && outcome.verdict?.ok)
        void recordSolved(props.exerciseNumber, setProgressStatus);
    },
    [index, lesson, props, runtime, session],
  );

  const reset = useCallback(() => {
    session.reset();
    runtime.done.clear();
    runtime.changed();
    edits.write(lesson.id, index, null);
    latestText.current = original;
    setText(original);
    setPrompt(null);
    setShown({kind: 'reset'});
  }, [index, lesson, original, runtime, session]);

  // The button that loaded the runner, carried out once.
  const first = useRef(action);
  useEffect(() => {
    if (first.current === 'run' || first.current === 'check') void go(first.current === 'check');
    if (first.current === 'reset') reset();
  }, [go, reset]);

  const mark =
    shown?.kind === 'error' &&
    shown.failedBlock === undefined &&
    shown.error.position !== undefined &&
    shown.sql === text
      ? {...errorRange(text, shown.error.position), message: shown.error.message}
      : null;
  const isExercise = props.kind === 'exercise';
  const blocks = prompt && describeBlocks(prompt.pending);

  return (
    <div className={styles.workbench}>
      <Suspense fallback={<pre className={styles.pending}>{text}</pre>}>
        <SqlEditor
          value={text}
          label={RUNNER_TEXT.editorLabel(index + 1)}
          onChange={change}
          onRun={() => busy === null && void go(false)}
          mark={mark}
        />
      </Suspense>
      <div role="toolbar" aria-label={BLOCK_TEXT.toolbar} className={styles.toolbar}>
        <button
          type="button"
          className="button button--sm button--primary"
          disabled={busy !== null}
          onClick={() => void go(false)}
        >
          {BLOCK_TEXT.run}
        </button>
        {isExercise && (
          <button
            type="button"
            className="button button--sm button--primary"
            disabled={busy !== null}
            onClick={() => void go(true)}
          >
            Check
          </button>
        )}
        {busy !== null && (
          <button type="button" className="button button--sm button--danger" onClick={() => session.stop()}>
            {RUNNER_TEXT.stop}
          </button>
        )}
        <button type="button" className="button button--sm button--secondary" disabled={busy !== null} onClick={reset}>
          {BLOCK_TEXT.reset}
        </button>
      </div>
      {!saved && <p className={styles.note}>{RUNNER_TEXT.notSaved}</p>}
      {prompt && blocks && (
        <div role="group" aria-label={RUNNER_TEXT.earlierPrompt(blocks)} className={styles.prompt}>
          <p>{RUNNER_TEXT.earlierPrompt(blocks)}</p>
          <button
            type="button"
            className="button button--sm button--primary"
            onClick={() => void go(prompt.check, true)}
          >
            {RUNNER_TEXT.runEarlier(blocks)}
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => void go(prompt.check, false)}
          >
            {RUNNER_TEXT.runAlone}
          </button>
        </div>
      )}
      <div role="status" className={styles.status}>
        {busy === 'loading' && (
          // The bytes of the engine and the lesson's data, as the worker reads them; no value until the first ones.
          <div className={styles.progress}>
            <label htmlFor={barId}>{RUNNER_TEXT.loading}</label>
            <progress
              id={barId}
              max={loading?.total}
              value={loading?.loaded}
              aria-valuetext={loading ? downloaded(loading.loaded, loading.total) : undefined}
            />
            {/* The bytes are the bar's value text already; that the download is over is news worth saying. */}
            {loading &&
              (loading.loaded < loading.total ? (
                <span aria-hidden="true">{downloaded(loading.loaded, loading.total)}</span>
              ) : (
                <span>{RUNNER_TEXT.starting}</span>
              ))}
          </div>
        )}
        {busy === 'running' && <p>{RUNNER_TEXT.running}</p>}
        {busy === null && progressStatus && <p>{progressStatus}</p>}
      </div>
      {shown && <SqlResult shown={shown} timeoutSeconds={STATEMENT_TIMEOUT_MS / 1000} />}
    </div>
  );
}
