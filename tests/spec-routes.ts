/**
 * Every route the specification's table names, as a reader types it
 * (spaces and accents unencoded). The route tests request each of them.
 */
export const SPEC_ROUTES: readonly string[] = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/data modeling-1',
  '/blog/docker',
  '/blog/Ingeniería de Datos con Airflow',
  '/blog/orden-de-ejecución-sql',
  '/blog/python-to-postgrsql',
  '/blog/sql-cheat-sheet',
  '/markdown-page',
  '/docs',
  '/docs/intro',
  '/docs/azure-e2e',
  '/docs/bootcamp',
  '/docs/contacto',
  '/docs/devops',
  '/docs/mlops',
  '/docs/Machine-0',
  '/docs/Projects',
  '/docs/Cursos-Boost/sql-for-data-engineering-1',
  '/docs/Cursos-Boost/sql-for-data-engineering-2',
  '/docs/Programs/En/DataEngineering/Projects/Projects/Module-1',
  '/docs/Programs/En/DataEngineering/Projects/Projects/Module-2',
  '/docs/Programs/En/DataEngineering/Projects/Projects/Module-3',
  '/docs/Programs/En/MLOps/Module-1',
  '/docs/Programs/En/MLOps/Module-2',
  '/docs/Programs/Es/DataEngineering',
  '/docs/Programs/Es/DevOps',
  '/docs/Programs/Es/Hacking-Ético',
  '/docs/Programs/Es/Machine Learning',
  '/docs/Programs/Es/MLOps/Boost-MLOPs-With-Python',
  '/docs/Programs/Es/MLOps/Boost-MLOPs-With-Python/Module-1',
  '/docs/Programs/Es/MLOps/Boost-MLOPs-With-Python/Module-2',
];

/** Encodes a route the way a browser puts it on the wire. */
export function toUrlPath(route: string): string {
  return encodeURI(route);
}
