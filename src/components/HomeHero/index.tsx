import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.lead}>
          Course notes and hands-on projects in data engineering, machine learning, MLOps and DevOps, in
          English and Spanish.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs">
            Browse the programmes
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/blog">
            Read the blog
          </Link>
        </div>
      </div>
    </header>
  );
}
