import {cpSync, rmSync} from 'node:fs';

/**
 * What Firebase Hosting may serve from its CDN: the public build's static
 * files, never its pages (every page goes to the server, which picks the
 * build by session) and no precompressed copies (Hosting compresses).
 */
export function writeHostingDir(publicBuild: string, target: string): void {
  rmSync(target, {recursive: true, force: true});
  cpSync(publicBuild, target, {recursive: true, filter: (source) => !/\.(html|br|gz)$/.test(source)});
}
