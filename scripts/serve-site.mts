/**
 * Serves the production site: builds it first when a build (the two site
 * builds, or the compiled server) is missing, then runs the compiled server
 * (`dist/server/server.js`) on HOST:PORT (default 127.0.0.1:3000).
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

const SERVER = 'dist/server/server.js';
const outputs = ['build/full/index.html', 'build/public/index.html', SERVER];
if (!outputs.every((file) => existsSync(file))) {
  console.log('[start] no production build yet: building the site (about a minute)…');
  const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(resolve(SERVER)).href);
