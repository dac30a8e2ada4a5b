import type {ReactNode} from 'react';
import {SEARCH_TEXT} from '@site/src/search/text';
import type {ExcerptPart} from '@site/src/search/results';
import styles from './hit.module.css';

/** An excerpt with its matched words highlighted, rendered as text. */
export default function Excerpt({parts}: {readonly parts: readonly ExcerptPart[]}): ReactNode {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className={styles.match}>
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

/** The mark of a lesson found by its title alone: reading it needs sign-in. */
export function LockedBadge(): ReactNode {
  return <span className={styles.locked}>{SEARCH_TEXT.locked}</span>;
}
