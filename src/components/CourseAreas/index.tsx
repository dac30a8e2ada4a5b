import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {CourseArea} from '@site/src/data/courseAreas';
import styles from './styles.module.css';

type Props = {
  readonly areas: readonly CourseArea[];
};

export default function CourseAreas({areas}: Props): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="course-areas-heading">
      <div className="container">
        {/* A plain heading: the theme's adds a hidden anchor link that pushes the centred text off centre. */}
        <h2 id="course-areas-heading" className={styles.heading}>
          What you can learn here
        </h2>
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
