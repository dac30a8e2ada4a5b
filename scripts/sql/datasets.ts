import {taxiDatasetSql} from './taxiDataset';

/** Every dataset a lesson can name in `-- data: <name>`, with its generator. */
export const DATASETS: Readonly<Record<string, () => string>> = {taxi: taxiDatasetSql};

export const datasetPath = (name: string) => `src/sql/datasets/${name}.sql`;
