import {describe, expect, it} from 'vitest';
import {mermaidBundle, withCopiedConfigOnce} from './mermaidBundle';

describe('withCopiedConfigOnce', () => {
  it('finds getConfig in the installed Mermaid and rewrites it', () => {
    const bundle = mermaidBundle(process.cwd());
    expect(bundle).toMatch(/\(\(copy,of\)=>\(\)=>of===[\w$]+\?copy:/);
    expect(bundle).not.toMatch(/=[\w$]+\(\(\)=>[\w$]+\(\{\},[\w$]+\),"getConfig"\)/);
  });

  it('copies the configuration once until it is replaced', () => {
    // The shape of Mermaid's bundle, small enough to run here.
    const bundle = withCopiedConfigOnce(
      'let copies=0;const s=(f,n)=>f,ii=(a,b)=>(copies++,{...a,...b});let $x={theme:"neutral"};' +
        'const Lt=s(()=>ii({},$x),"getConfig");' +
        'return {get:Lt,replace:()=>{$x={theme:"dark"}},copies:()=>copies};',
    );
    const api = new Function(bundle)() as {get: () => {theme: string}; replace: () => void; copies: () => number};
    const first = api.get();
    expect(api.get()).toBe(first);
    expect(api.copies()).toBe(1);
    api.replace();
    expect(api.get()).toEqual({theme: 'dark'});
    expect(api.copies()).toBe(2);
  });

  it.each([
    ['no getConfig', 'const a=1;'],
    ['two of them', 'Lt=s(()=>ii({},$x),"getConfig");Mt=s(()=>ii({},$y),"getConfig");'],
  ])('stops the build when the bundle has %s', (_, bundle) => {
    expect(() => withCopiedConfigOnce(bundle)).toThrow(/getConfig once/);
  });
});
