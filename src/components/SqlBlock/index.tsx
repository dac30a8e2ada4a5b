import {useEffect, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {ResultSet} from '@site/src/sql/resultSet';
import {edits} from '@site/src/sql/page/editStore';
import {useLesson} from '@site/src/sql/page/lesson';
import type {Action, WorkbenchProps} from '@site/src/components/SqlWorkbench';
import {BLOCK_TEXT} from './text';
import styles from './styles.module.css';

export type ExerciseProps = {task: string; starter: string; solution: string; expected: ResultSet; ordered: boolean};

/** A ```sql block, as remarkSqlBlocks hands it over. */
export type SqlBlockProps = {metastring?: string} & (
  | {kind: 'run'; index: number; code: string}
  /** `exerciseNumber`: 1-based among the page's exercises, the number learner progress records it under. */
  | {kind: 'exercise'; index: number; exercise: ExerciseProps; exerciseNumber: number}
  | {kind: 'dialect'; dialect: string; code: string}
  | {kind: 'norun'; reason: string; code: string}
);

type Workbench = (props: WorkbenchProps) => ReactNode;
let workbench: Promise<Workbench> | null = null;
/** The runner (editor, results, engine) loads on the first Run or Edit of any block of the page. */
function loadWorkbench(): Promise<Workbench> {
  workbench ??= import(/* webpackChunkName: "sql-runner" */ '@site/src/components/SqlWorkbench').then(
    (module) => module.default,
  );
  workbench.catch(() => (workbench = null));
  return workbench;
}

const canRun = () => typeof Worker === 'function' && typeof WebAssembly === 'object';

function Runnable(props: Extract<SqlBlockProps, {index: number}>): ReactNode {
  const lesson = useLesson();
  const {index, metastring} = props;
  const original = props.kind === 'run' ? props.code : props.exercise.starter;
  const [opened, setOpened] = useState<{Workbench: Workbench; action: Action} | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  lesson.blocks.set(index, {
    sql: () => (props.kind === 'run' ? (edits.read(lesson.id, index) ?? props.code) : props.exercise.solution),
  });
  const open = (action: Action) => {
    if (action !== 'edit' && action !== 'reset' && !canRun()) return setNotice(BLOCK_TEXT.unsupported);
    setNotice(null);
    loadWorkbench().then(
      (Workbench) => setOpened({Workbench, action}),
      () => setNotice(BLOCK_TEXT.loadFailed),
    );
  };
  // An edit saved on an earlier visit is shown at once, in the editor.
  useEffect(() => {
    if (edits.read(lesson.id, index) === null) return;
    loadWorkbench().then(
      (Workbench) => setOpened({Workbench, action: 'edit'}),
      () => setNotice(BLOCK_TEXT.loadFailed),
    );
  }, [lesson, index]);
  if (opened) {
    const {Workbench, action} = opened;
    return <Workbench {...props} lesson={lesson} original={original} action={action} />;
  }
  return (
    <>
      {original === '' ? (
        <p className={styles.emptyAnswer}>{BLOCK_TEXT.emptyAnswer}</p>
      ) : (
        <CodeBlock language="sql" metastring={metastring}>
          {original}
        </CodeBlock>
      )}
      <div role="toolbar" aria-label={BLOCK_TEXT.toolbar} className={styles.toolbar}>
        <button type="button" className="button button--sm button--primary" onClick={() => open('run')}>
          {BLOCK_TEXT.run}
        </button>
        {props.kind === 'exercise' && (
          <button type="button" className="button button--sm button--primary" onClick={() => open('check')}>
            {BLOCK_TEXT.check}
          </button>
        )}
        <button type="button" className="button button--sm button--secondary" onClick={() => open('edit')}>
          {BLOCK_TEXT.edit}
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => open('reset')}>
          {BLOCK_TEXT.reset}
        </button>
      </div>
      {notice && (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      )}
    </>
  );
}

/**
 * A PostgreSQL block with Run, Edit and Reset (an exercise adds Check and its
 * solution); a block in another dialect or marked `norun` says so and has no
 * Run. Only these buttons load with the page.
 */
export default function SqlBlock(props: SqlBlockProps): ReactNode {
  if (props.kind === 'dialect' || props.kind === 'norun') {
    return (
      <div className={styles.block}>
        <p className={styles.label}>
          {props.kind === 'dialect' ? BLOCK_TEXT.dialect(props.dialect) : BLOCK_TEXT.norun(props.reason)}
        </p>
        <CodeBlock language="sql" metastring={props.metastring}>
          {props.code}
        </CodeBlock>
      </div>
    );
  }
  return (
    <div role="group" aria-label={BLOCK_TEXT.block(props.index + 1)} className={styles.block}>
      {props.kind === 'exercise' && (
        <p className={styles.task}>
          <strong>{BLOCK_TEXT.exercise}:</strong> {props.exercise.task}
        </p>
      )}
      <Runnable {...props} />
      {props.kind === 'exercise' && (
        <details className={styles.solution}>
          <summary>{BLOCK_TEXT.showSolution}</summary>
          <CodeBlock language="sql">{props.exercise.solution}</CodeBlock>
        </details>
      )}
    </div>
  );
}
