import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Excerpt, {LockedBadge} from '@site/src/components/SiteSearch/Excerpt';
import {SEARCH_TEXT} from '@site/src/search/text';
import {useSiteSearch} from '@site/src/search/useSiteSearch';
import styles from './styles.module.css';

const PAGE_SIZE = 20;

type Props = {
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
};

/** The results page's body: a search field, then every matching page with its best sections. */
export default function SearchResults({query, onQueryChange}: Props): ReactNode {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const state = useSiteSearch(query, limit);
  const outcome = state.status === 'done' ? state.outcome : state.status === 'searching' ? state.previous : null;
  const status =
    state.status === 'error'
      ? SEARCH_TEXT.failed
      : state.status === 'searching' && !outcome
        ? SEARCH_TEXT.searching
        : outcome
          ? outcome.total === 0
            ? SEARCH_TEXT.noResults(query.trim())
            : SEARCH_TEXT.results(outcome.total)
          : '';
  return (
    <>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          className={styles.input}
          aria-label={SEARCH_TEXT.label}
          placeholder={SEARCH_TEXT.placeholder}
          value={query}
          // The page opens on its field, so typing starts at once.
          autoFocus
          onChange={(event) => {
            setLimit(PAGE_SIZE);
            onQueryChange(event.target.value);
          }}
        />
      </form>
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
      <ol className={styles.results}>
        {(outcome?.hits ?? []).map((page) => (
          <li key={page.url} className={styles.page}>
            <h2 className={styles.title}>
              <Link to={page.url}>{page.title}</Link>
              {page.locked ? <LockedBadge /> : null}
            </h2>
            {page.excerpt.length > 0 ? (
              <p className={styles.excerpt}>
                <Excerpt parts={page.excerpt} />
              </p>
            ) : null}
            {page.sections.length > 0 ? (
              <ul className={styles.sections}>
                {page.sections.map((section) => (
                  <li key={section.url}>
                    <Link to={section.url}>{section.title}</Link>
                    <p className={styles.excerpt}>
                      <Excerpt parts={section.excerpt} />
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {outcome && outcome.total > outcome.hits.length ? (
        <button type="button" className="button button--secondary" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
          {SEARCH_TEXT.more}
        </button>
      ) : null}
    </>
  );
}
