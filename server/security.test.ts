import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {cspDirectives, inlineScriptHashes} from './security';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html = [
      '<script>var a=1</script>',
      '<script src="/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
      '<script defer>var b=2</script>',
      '<script>var a=1</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1'), sha('var b=2')].sort());
  });
});

describe('cspDirectives', () => {
  const csp = cspDirectives(["'sha256-abc'"], ['http://127.0.0.1:9099']);
  it.each([
    ['script-src', ["'self'", "'wasm-unsafe-eval'", "'sha256-abc'"]],
    ['worker-src', ["'self'"]],
    ['connect-src', ["'self'", 'http://127.0.0.1:9099']],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ])('%s is %j', (directive, sources) => {
    expect(csp[directive]).toEqual(sources);
  });
  it('never allows inline or evaluated scripts wholesale', () => {
    expect(csp['script-src']!.join(' ')).not.toMatch(/'unsafe-(inline|eval)'/);
  });
  it('admits WebAssembly and same-origin workers (the SQL runner) and nothing more', () => {
    const all = Object.values(csp).flat();
    expect(all.filter((source) => source.includes('wasm'))).toEqual(["'wasm-unsafe-eval'"]);
    expect(all).not.toContain('blob:');
  });
});
