import {useEffect, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  readonly title: string;
  readonly children: ReactNode;
};

/** One screen of the widget. Its heading takes focus so each step is announced. */
export default function Card({title, children}: Props): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <section className={styles.card} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
