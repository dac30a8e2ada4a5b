import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  readonly children: ReactNode;
};

/** The row of buttons under a form. */
export default function Actions({children}: Props): ReactNode {
  return <div className={styles.actions}>{children}</div>;
}
