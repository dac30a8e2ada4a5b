import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map|webmanifest)$/;
/** Below this, compression saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` beside every compressible file, for the server to send as they are. */
export async function precompress(root: string): Promise<{files: number; bytes: number; brotliBytes: number}> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((e) => join(e.parentPath, e.name));
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) continue;
      const [br, gzipped] = await Promise.all([
        brotli(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length}}),
        gz(content, {level: 9}),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      count += 1;
      bytes += content.length;
      brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return {files: count, bytes, brotliBytes};
}
