/**
 * Writes the SQL sample datasets to src/sql/datasets/<name>.sql. The output is
 * the same on every run (seeded); a unit test fails when a committed file
 * differs from it, so run this after changing a generator.
 *
 *   npm run generate:datasets
 */
import {writeFileSync} from 'node:fs';
import {DATASETS, datasetPath} from './datasets.ts';

for (const [name, generate] of Object.entries(DATASETS)) {
  const sql = generate();
  writeFileSync(datasetPath(name), sql);
  console.log(`${datasetPath(name)}: ${Buffer.byteLength(sql)} bytes`);
}
