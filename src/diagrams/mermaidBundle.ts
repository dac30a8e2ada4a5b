import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

/**
 * Mermaid's `getConfig()` as its browser bundle defines it: `<name>=<nameHelper>(()=><deepAssign>({},<current>),"getConfig")`.
 * Names are the minifier's, so they are captured rather than spelled.
 */
const GET_CONFIG = /([\w$]+)=([\w$]+)\(\(\)=>([\w$]+)\(\{\},([\w$]+)\),"getConfig"\)/g;

/**
 * Mermaid's `getConfig()` deep-copies the whole configuration (every diagram type's settings and about 200 theme
 * variables) each time it is called, and the renderers call it for every node, edge and label: measured, 44 % of the
 * CPU time of drawing this site's diagrams. Rewritten, it copies the configuration once each time Mermaid replaces
 * it (each `initialize` and each diagram's own directives do) and hands that copy to every caller until then. Every
 * one of the site's 295 diagrams drew the same SVG both ways (2026-11-29; the ER diagrams' hand-drawn strokes are
 * random either way), one page in 10–12 s instead of 22–24 s. Fails when the bundle no longer holds the function, so that an upgrade
 * cannot silently drop the rewrite.
 */
export function withCopiedConfigOnce(bundle: string): string {
  const found = [...bundle.matchAll(GET_CONFIG)];
  if (found.length !== 1) {
    throw new Error(
      `Mermaid's browser bundle should define getConfig once in the form src/diagrams/mermaidBundle.ts rewrites; ` +
        `found ${found.length}. Update the pattern for this Mermaid version.`,
    );
  }
  const [whole, name, nameHelper, deepAssign, current] = found[0]! as unknown as [string, string, string, string, string];
  const memoized = `${name}=${nameHelper}(((copy,of)=>()=>of===${current}?copy:(of=${current},copy=${deepAssign}({},${current})))(),"getConfig")`;
  return bundle.replace(whole, memoized);
}

/** The site's Mermaid browser bundle, with the rewrite above. */
export function mermaidBundle(siteDir: string): string {
  const file = createRequire(join(siteDir, 'package.json')).resolve('mermaid/dist/mermaid.min.js');
  return withCopiedConfigOnce(readFileSync(file, 'utf8'));
}
