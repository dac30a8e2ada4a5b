import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {loadSearchEngine} from '@site/src/search/engine';
import {SEARCH_TEXT} from '@site/src/search/text';
import {useSiteSearch} from '@site/src/search/useSiteSearch';
import Excerpt, {LockedBadge} from './Excerpt';
import {moveActive, toOptions} from './options';
import styles from './styles.module.css';

/** Pages shown in the navbar's list; the results page shows more. */
const LIST_LIMIT = 6;

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/** Where the full results for a query live: shareable, and Back returns to them. */
export const searchPageUrl = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

/**
 * The navbar's search: a combobox whose list shows the best pages and their
 * sections as the reader types. Ctrl-K or `/` opens it, the arrows move,
 * Enter opens, Esc closes. The engine loads on the first sign of intent.
 */
export default function SiteSearch(): ReactNode {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const id = useId();
  const listId = `${id}-list`;
  const state = useSiteSearch(open ? query : '', LIST_LIMIT);
  const outcome = state.status === 'done' ? state.outcome : state.status === 'searching' ? state.previous : null;
  const options = toOptions(outcome?.hits ?? [], `${id}-option`);
  const showList = open && query.trim() !== '' && state.status !== 'idle';

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !isTyping(event.target));
      if (!shortcut) return;
      event.preventDefault();
      void loadSearchEngine().catch(() => undefined);
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) go(chosen.url);
      else if (query.trim() !== '') go(searchPageUrl(query));
    } else if (event.key === 'Escape') {
      // The first Esc closes the list and keeps the words; the next one clears them (the browser's own Esc).
      if (showList) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };

  const status =
    state.status === 'error'
      ? SEARCH_TEXT.failed
      : state.status === 'done'
        ? state.outcome.total === 0
          ? SEARCH_TEXT.noResults(query.trim())
          : SEARCH_TEXT.results(state.outcome.total)
        : '';

  return (
    <div className={styles.search} onMouseEnter={() => void loadSearchEngine().catch(() => undefined)}>
      <input
        ref={input}
        type="search"
        className={styles.input}
        role="combobox"
        aria-label={SEARCH_TEXT.label}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && options[active] ? options[active].id : undefined}
        placeholder={SEARCH_TEXT.placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          void loadSearchEngine().catch(() => undefined);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {query === '' ? (
        // The browser's own clear button takes this place once there is text.
        <kbd className={styles.shortcut} aria-hidden="true">
          {SEARCH_TEXT.shortcut}
        </kbd>
      ) : null}
      <div role="status" aria-live="polite" className={showList ? styles.status : styles.srOnly}>
        {showList ? status : ''}
      </div>
      <ul id={listId} role="listbox" aria-label={SEARCH_TEXT.label} className={styles.list} hidden={!showList || options.length === 0}>
        {options.map((option, index) => (
          <li
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={index === active}
            className={option.section ? styles.section : styles.page}
            // A mouse press would blur the input (closing the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option.url)}
          >
            {option.section ? (
              <>
                <span className={styles.heading}>{option.section.title}</span>
                <span className={styles.excerpt}>
                  <Excerpt parts={option.section.excerpt} />
                </span>
              </>
            ) : (
              <>
                <span className={styles.title}>
                  {option.page.title}
                  {option.page.locked ? <LockedBadge /> : null}
                </span>
                {option.page.excerpt.length > 0 ? (
                  <span className={styles.excerpt}>
                    <Excerpt parts={option.page.excerpt} />
                  </span>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
