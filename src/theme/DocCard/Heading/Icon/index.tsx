import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type {Props} from '@theme/DocCard/Heading/Icon';
import styles from './styles.module.css';

/** Outline icons on a 24-unit grid, drawn with the text colour. */
const PATHS = {
  // A folder: a category of lessons.
  category:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.2l2 2.2h8.8A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
  // A page with a folded corner: one document.
  doc: 'M6.5 3h7.5l4.5 4.5v12a1.5 1.5 0 0 1-1.5 1.5h-10.5a1.5 1.5 0 0 1-1.5-1.5v-15a1.5 1.5 0 0 1 1.5-1.5zM13.5 3v5h5M8.5 13h7M8.5 16.5h5',
  // An arrow leaving a box: a link to another site.
  external:
    'M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11a1.5 1.5 0 0 1-1.5-1.5v-11a1.5 1.5 0 0 1 1.5-1.5H10',
} as const;

/**
 * The card's icon as our own SVG. Replaces the theme's, which prints an
 * emoji (🗃, 📄, 🔗) that shows as an empty box wherever no emoji font is
 * installed. The kind comes from the item, as the theme's fallback does.
 */
export default function DocCardHeadingIcon({item}: Props): ReactNode {
  const kind =
    item.type === 'category' ? 'category' : item.type === 'link' && !isInternalUrl(item.href) ? 'external' : 'doc';
  return (
    <svg
      className={clsx(ThemeClassNames.docs.docCard.icon, styles.icon)}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
