export type CourseArea = {
  readonly title: string;
  readonly summary: string;
  readonly to: string;
};

/** The course areas shown on the home page, each linked to its best entry point. */
export const COURSE_AREAS: readonly CourseArea[] = [
  {
    title: 'Data engineering',
    summary: 'Containers, ingestion, orchestration and warehouses, built as real projects.',
    to: '/docs/Programs/En/DataEngineering/Projects/Projects/Module-1',
  },
  {
    title: 'Machine learning',
    summary: 'From a first scikit-learn model to validation, trees and ensembles.',
    to: '/docs/Machine-0',
  },
  {
    title: 'MLOps',
    summary: 'Experiment tracking, model registries, serving and monitoring.',
    to: '/docs/mlops',
  },
  {
    title: 'DevOps',
    summary: 'Git, CI/CD, containers and infrastructure as code for data teams.',
    to: '/docs/devops',
  },
  {
    title: 'SQL',
    summary: 'Joins, aggregation, window functions and incremental loads.',
    to: '/docs/Cursos-Boost/sql-for-data-engineering-1',
  },
  {
    title: 'Python',
    summary: 'Python for pipelines: loading data safely into PostgreSQL.',
    to: '/blog/python-to-postgrsql',
  },
  {
    title: 'Spark',
    summary: 'Batch processing with Spark as part of the warehouse module.',
    to: '/docs/Programs/En/DataEngineering/Projects/Projects/Module-3',
  },
  {
    title: 'dbt',
    summary: 'Analytics engineering: models, tests and documentation with dbt.',
    to: '/docs/Programs/Es/DataEngineering/Module-4',
  },
  {
    title: 'Azure',
    summary: 'An end-to-end lakehouse with Data Factory, ADLS Gen2 and Databricks.',
    to: '/docs/azure-e2e',
  },
  {
    title: 'Ethical hacking',
    summary: 'Defensive, lab-only security: web vulnerabilities and hardening.',
    to: '/docs/Programs/Es/Hacking-Ético',
  },
];
