import {cpSync, mkdirSync, rmSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {filesInBoth, loadSiteBuild} from '../../server/siteFiles';

/**
 * What Firebase Hosting may serve from its CDN to everyone: the static files
 * both builds hold with the same bytes. Never a page (every page goes to the
 * server, which picks the build by session), nor a file that differs between
 * the builds (the search index, for one: readers with a session must get the
 * full build's), nor precompressed copies (Hosting compresses).
 */
export async function writeHostingDir(fullBuild: string, publicBuild: string, target: string): Promise<number> {
  rmSync(target, {recursive: true, force: true});
  const [full, pub] = await Promise.all([loadSiteBuild('full', fullBuild), loadSiteBuild('public', publicBuild)]);
  let copied = 0;
  for (const file of await filesInBoth(full, pub)) {
    if (file.endsWith('.html')) continue;
    const destination = join(target, file);
    mkdirSync(dirname(destination), {recursive: true});
    cpSync(join(publicBuild, pub.resolve(file)!), destination);
    copied += 1;
  }
  return copied;
}
