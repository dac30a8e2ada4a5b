import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import {NOT_FOUND_TEXT as T} from '@site/src/site/notFound';
// The search page's own box, so that both search forms look alike.
import searchStyles from '@site/src/components/SearchResults/styles.module.css';
import styles from './styles.module.css';

/**
 * The not-found page's content: the way back (search, home, programmes)
 * rather than the theme's generic advice. The title is set here because the
 * docs render this alone, without the theme's NotFound page, for an unknown
 * path under /docs; it would otherwise be titled "Projects".
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container', styles.page, className)}>
      <PageMetadata title={T.title} />
      <h1>{T.title}</h1>
      <p className={styles.lead}>{T.lead}</p>
      {/* A plain form: it works before the page's code has loaded, and the search page reads ?q=. */}
      <form action="/search" role="search" className={styles.search}>
        <label htmlFor="not-found-search">{T.searchLabel}</label>
        <div>
          <input id="not-found-search" name="q" type="search" required className={searchStyles.input} />
          <button type="submit" className="button button--primary">
            {T.searchButton}
          </button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/">{T.home}</Link>
          <span>{T.homeHint}</span>
        </li>
        <li>
          <Link to="/docs">{T.programmes}</Link>
          <span>{T.programmesHint}</span>
        </li>
      </ul>
    </main>
  );
}
