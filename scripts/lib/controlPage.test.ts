import {once} from 'node:events';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startControlServer, withoutScripts, type ControlServer} from './controlPage';

describe('withoutScripts', () => {
  it('drops external, inline and data scripts, whatever their attributes and case', () => {
    const html = [
      '<head><script src=/assets/js/main.1.js defer></script>',
      '<script>document.documentElement.dataset.theme="dark"</script>',
      '<SCRIPT type="application/ld+json">{"@type":"Article"}</SCRIPT >',
      '</head><body><p>kept</p><script type="module">import("/x.js")</script></body>',
    ].join('');
    expect(withoutScripts(html)).toBe('<head></head><body><p>kept</p></body>');
  });

  it('drops the links that fetch scripts and keeps the others', () => {
    const links = {
      script: [
        '<link rel=preload href=/a.js as=script>',
        '<link rel="prefetch" as="script" href="/b.js" />',
        "<link as='SCRIPT' rel='preload' href='/c.js'>",
        '<link rel=modulepreload href=/d.js>',
      ],
      other: [
        '<link rel=stylesheet href=/assets/css/styles.css />',
        '<link rel=preload as=image href=/img/logo.svg />',
        '<link rel=prefetch as=style href=/e.css>',
        '<link rel=canonical href=http://localhost:3000/docs/intro />',
      ],
    };
    expect(withoutScripts([...links.script, ...links.other].join('\n'))).toBe(
      ['', '', '', '', ...links.other].join('\n'),
    );
  });
});

describe('the control server', () => {
  let upstream: ReturnType<typeof createServer>;
  let target: string;
  let control: ControlServer;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      response.writeHead(200, {'content-type': 'text/css', 'x-upstream': 'yes'});
      response.end(`${request.method} ${request.url} ${request.headers.host}`);
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    control = await startControlServer(target, '/docs/intro', '<p>no scripts</p>');
  });

  afterAll(async () => {
    await control.close();
    upstream.close();
  });

  it('serves the page at its path, brotli-compressed when the browser accepts it', async () => {
    const response = await fetch(control.url, {headers: {'accept-encoding': 'gzip, br'}});
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('<p>no scripts</p>');
  });

  it('passes every other request on to the target, with its headers and the target as host', async () => {
    const response = await fetch(new URL('/assets/css/styles.css?v=1', control.url));
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.text()).toBe(`GET /assets/css/styles.css?v=1 ${new URL(target).host}`);
  });
});
