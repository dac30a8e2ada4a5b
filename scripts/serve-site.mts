/**
 * Serves the production site: builds it first when a build is missing, then
 * runs the server (`server/server.ts`) on HOST:PORT (default 127.0.0.1:3000).
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const builds = ['build/full/index.html', 'build/public/index.html'];
if (!builds.every((file) => existsSync(file))) {
  console.log('[start] no production build yet: building the site (about a minute)…');
  const build = spawnSync('npx', ['tsx', 'scripts/build-site.mts'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/server.ts');
