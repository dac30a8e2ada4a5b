/**
 * The modules the SQL runner's plugin (plugin.ts) writes for each build and
 * names with these aliases.
 */

/** PGlite's WebAssembly and file system as the build emits them: their URLs and sizes (decoded). */
declare module '@side/sql-engine-files' {
  import type {Download} from '@site/src/sql/page/engine/protocol';

  const files: {readonly wasm: Download; readonly data: Download};
  export default files;
}

/** Records a solved exercise in learner progress: src/progress/solved.ts in the full build, nothing elsewhere. */
declare module '@side/sql-progress' {
  import type {recordSolved as record} from '@site/src/progress/solved';

  export const recordSolved: typeof record | undefined;
}
