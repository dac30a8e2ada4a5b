/**
 * Load test of the production server on 127.0.0.1 (a script, not a test):
 * autocannon for 20 s per target against a public page, a protected page
 * with a valid session, a hashed JS asset, and the same public page served
 * by nginx from the same build, as the yardstick.
 *
 *   npm run bench:server            (needs `npm run build` and Debian's nginx)
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import autocannon from 'autocannon';
import {SESSION_COOKIE, sessionCookie} from '../tests/e2e/session.ts';
import {endGroupsWithThisProcess, startGroup, stopAllGroups, type ProcessGroup} from './lib/processGroup.ts';
import {waitForUrl} from './lib/waitForUrl.ts';

const SERVER_PORT = 3400;
const NGINX_PORT = 3401;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PUBLIC_PAGE = '/docs/intro';
const PROTECTED_PAGE = '/docs/Programs/En/DataEngineering/Projects/Projects/Module-1';

function startNginx(root: string): ProcessGroup {
  if (spawnSync('which', ['nginx']).status !== 0) throw new Error('nginx is missing: apt-get install -y nginx');
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  sendfile on;
  gzip_static on;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }
}
`,
  );
  return startGroup('nginx', ['-c', join(dir, 'nginx.conf')], {stdio: 'inherit'});
}

type Row = {target: string; rps: number; p50: number; p99: number; errors: number; non2xx: number};

async function bench(target: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({
    url,
    duration: DURATION_S,
    connections: CONNECTIONS,
    headers: {'accept-encoding': 'gzip', ...headers},
  });
  return {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

endGroupsWithThisProcess();
const server = startGroup('node', ['dist/server/server.js'], {
  env: {...process.env, PORT: String(SERVER_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn'},
  stdio: 'inherit',
});
const nginx = startNginx(resolve('build/public'));
try {
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  await waitForUrl(`${base}/healthz`, server.child);
  await waitForUrl(`http://127.0.0.1:${NGINX_PORT}${PUBLIC_PAGE}`, nginx.child);

  const cookie = `${SESSION_COOKIE}=${await sessionCookie(base)}`;

  const mainJs = readdirSync('build/public/assets/js').find((file) => /^main\..*\.js$/.test(file));
  const rows = [
    await bench('public page', `${base}${PUBLIC_PAGE}`),
    await bench('protected page, valid session', `${base}${PROTECTED_PAGE}`, {cookie}),
    await bench('hashed JS asset', `${base}/assets/js/${mainJs}`),
    await bench('public page via nginx', `http://127.0.0.1:${NGINX_PORT}${PUBLIC_PAGE}`),
  ];
  console.log(`\n${DURATION_S} s per target, ${CONNECTIONS} connections, Accept-Encoding: gzip\n`);
  console.log('| target | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(`| ${row.target} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`);
  }
  console.log(`\nserver / nginx for the public page: ${(rows[0]!.rps / rows[3]!.rps).toFixed(2)}`);
} finally {
  await stopAllGroups();
}
