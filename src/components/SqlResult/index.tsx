import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Verdict} from '@site/src/sql/compare';
import type {ResultSet} from '@site/src/sql/resultSet';
import {ROWS_SHOWN, type SqlError, type StatementResult} from '@site/src/sql/page/engine/protocol';
import {isPlan, moreRows, summary} from '@site/src/sql/page/format';
import {RUNNER_TEXT} from '@site/src/components/SqlWorkbench/text';
import styles from './styles.module.css';

/** What a block shows under its editor after a run. */
export type Shown =
  | {kind: 'result'; statements: StatementResult[]; ms: number; verdict?: Verdict}
  | {kind: 'error'; error: SqlError; sql: string; failedBlock?: number}
  | {kind: 'stopped'; why: 'stop' | 'timeout' | 'reset'}
  | {kind: 'reset'};

function Table({result}: {result: ResultSet}): ReactNode {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Query result">
      <table className={styles.table}>
        <thead>
          <tr>
            {result.columns.map((column, index) => (
              <th key={index} scope="col">
                {column.name}
                <span className={styles.type}>{column.type}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((value, index) => (
                <td key={index}>{value === null ? <span className={styles.null}>NULL</span> : value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Statement({statement, ms}: {statement: StatementResult; ms: number}): ReactNode {
  const {result, rowCount, returnsRows, moreThan} = statement;
  const more = moreRows(rowCount, Math.min(rowCount, ROWS_SHOWN), moreThan);
  return (
    <>
      <p className={styles.summary}>{summary(rowCount, returnsRows, ms, moreThan)}</p>
      {returnsRows &&
        (isPlan(result) ? (
          <pre className={styles.plan}>{result.rows.map((row) => row[0]).join('\n')}</pre>
        ) : (
          <Table result={result} />
        ))}
      {more && <p className={styles.more}>{more}</p>}
    </>
  );
}

function ErrorView({error, failedBlock}: Extract<Shown, {kind: 'error'}>): ReactNode {
  return (
    <div role="alert" className={styles.error}>
      {failedBlock !== undefined && <p>{RUNNER_TEXT.earlierFailed(failedBlock)}</p>}
      <p>
        <strong>{RUNNER_TEXT.error}:</strong> {error.message}
      </p>
      {error.detail && <p>DETAIL: {error.detail}</p>}
      {error.hint && <p>HINT: {error.hint}</p>}
    </div>
  );
}

/** A run's outcome: the last result that has rows (or the last statement's count), an error, or why it stopped. */
export default function SqlResult({shown, timeoutSeconds}: {shown: Shown; timeoutSeconds: number}): ReactNode {
  switch (shown.kind) {
    case 'error':
      return <ErrorView {...shown} />;
    case 'reset':
      return <p className={styles.note}>{RUNNER_TEXT.reset}</p>;
    case 'stopped':
      return (
        <p role="alert" className={styles.note}>
          {shown.why === 'timeout'
            ? RUNNER_TEXT.timedOut(timeoutSeconds)
            : shown.why === 'stop'
              ? RUNNER_TEXT.stopped
              : RUNNER_TEXT.reset}
        </p>
      );
    case 'result': {
      const {statements, ms, verdict} = shown;
      const last = statements.findLast((statement) => statement.returnsRows) ?? statements.at(-1);
      return (
        <div className={styles.result}>
          {verdict && (
            <p role="alert" className={clsx(styles.verdict, verdict.ok ? styles.correct : styles.incorrect)}>
              {verdict.ok ? RUNNER_TEXT.correct : RUNNER_TEXT.incorrect(verdict.message)}
            </p>
          )}
          {last ? <Statement statement={last} ms={ms} /> : <p className={styles.summary}>{RUNNER_TEXT.noResult}</p>}
        </div>
      );
    }
  }
}
