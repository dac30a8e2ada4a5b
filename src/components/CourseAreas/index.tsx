import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {CourseArea} from '@site/src/data/courseAreas';
import styles from './styles.module.css';

type Props = {
  readonly areas: readonly CourseArea[];
};

export default function CourseAreas({areas}: Props): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="course-areas-heading">
      <div className="container">
        <Heading as="h2" id="course-areas-heading" className={styles.heading}>
          What you can learn here
        </Heading>
        <ul className={styles.grid}>
          {areas.map((area) => (
            <li key={area.title}>
              <Link className={styles.card} to={area.to}>
                <span className={styles.cardTitle}>{area.title}</span>
                <span className={styles.cardSummary}>{area.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
