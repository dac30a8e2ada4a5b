import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  readonly size?: 'small' | 'large';
};

/** A decorative spinner; the text next to it says what is happening. */
export default function Spinner({size = 'small'}: Props): ReactNode {
  return <span className={clsx(styles.spinner, size === 'large' && styles.large)} aria-hidden="true" />;
}
