import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {doneOf, PROGRESS_TEXT} from '@site/src/progress/messages';
import type {ProgrammeProgress} from '@site/src/progress/summary';
import {MY_LEARNING_TEXT as T} from './text';
import styles from './styles.module.css';

type Load = {state: 'loading'} | {state: 'ready'; programmes: ProgrammeProgress[]} | {state: 'down'};
/** The browser's queue of marks and exercises not yet sent (src/progress/client.ts): deleting the data empties it too. */
const QUEUE = 'progress-queue';

async function programmes(): Promise<ProgrammeProgress[]> {
  const response = await fetch('/api/progress/programmes');
  if (!response.ok) throw new Error(String(response.status));
  return ((await response.json()) as {programmes: ProgrammeProgress[]}).programmes;
}

const percent = (p: ProgrammeProgress) => (p.total === 0 ? 0 : Math.round((100 * p.done) / p.total));

function Programme({programme}: {programme: ProgrammeProgress}): ReactNode {
  const label = `${doneOf(programme.done, programme.total)} (${percent(programme)}%)`;
  return (
    <li className={styles.programme}>
      <h2 className={styles.name}>
        <Link to={programme.path}>{programme.title}</Link>
      </h2>
      <div className={styles.bar}>
        <progress max={programme.total} value={programme.done} aria-label={label} />
        <span>{label}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{T.lastActivity}</dt>
        <dd>{programme.lastActivity ? new Date(programme.lastActivity).toLocaleString() : T.never}</dd>
        <dt>{T.exercises}</dt>
        <dd>{programme.exercisesSolved}</dd>
      </dl>
    </li>
  );
}

/** The learner's programmes, their data as a download, and its deletion, confirmed. Full build only. */
export default function MyLearning(): ReactNode {
  const [load, setLoad] = useState<Load>({state: 'loading'});
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const refresh = () =>
    programmes().then(
      (list) => setLoad({state: 'ready', programmes: list}),
      () => setLoad({state: 'down'}),
    );
  useEffect(() => void refresh(), []);

  const erase = async () => {
    setConfirming(false);
    const response = await fetch('/api/progress', {method: 'DELETE'}).catch(() => null);
    if (response?.ok) localStorage.removeItem(QUEUE);
    setNotice(response?.ok ? T.deleted : T.deleteFailed);
    await refresh();
  };

  return (
    <Layout title={T.title} description={T.intro}>
      <main className="container margin-vert--lg">
        <h1>{T.title}</h1>
        <p>{T.intro}</p>
        {load.state === 'loading' && <p>{T.loading}</p>}
        {load.state === 'down' && <p>{PROGRESS_TEXT.unavailable}</p>}
        {load.state === 'ready' &&
          (load.programmes.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            <ul className={styles.list}>
              {load.programmes.map((programme) => (
                <Programme key={programme.path} programme={programme} />
              ))}
            </ul>
          ))}
        <div className={styles.actions}>
          <a className="button button--secondary" href="/api/progress/export" download="my-learning.json">
            {T.download}
          </a>
          {!confirming && (
            <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
              {T.delete}
            </button>
          )}
        </div>
        {confirming && (
          <div className={styles.confirm} role="alertdialog" aria-labelledby="delete-question">
            <p id="delete-question">{T.confirmQuestion}</p>
            <button type="button" className="button button--danger" onClick={() => void erase()}>
              {T.confirm}
            </button>{' '}
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} autoFocus>
              {T.cancel}
            </button>
          </div>
        )}
        <p role="status">{notice}</p>
      </main>
    </Layout>
  );
}
