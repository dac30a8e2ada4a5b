import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {diagramKey} from './key';
import {renderDiagrams} from './render';

/** In Chromium, as the build draws (the tests' Chromium, CHROME_PATH), into a cache of the test's own. */
const siteDir = process.cwd();
let cacheDir = '';
afterEach(() => rmSync(cacheDir, {recursive: true, force: true}));

const DRAWABLE = ['graph LR\n  Image --> Container', 'sequenceDiagram\n  Reader->>Site: GET /docs/intro'];
const BROKEN = 'graph LR\n  A[unclosed --> B';

const drawing = (source: string) =>
  (JSON.parse(readFileSync(join(cacheDir, `${diagramKey(source)}.json`), 'utf8')) as {svg: string}).svg;

it('draws what parses, fails naming what does not, and draws nothing twice', {timeout: 60_000}, async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'diagrams-'));
  await expect(renderDiagrams([...DRAWABLE, BROKEN], {siteDir, cacheDir})).rejects.toThrow(
    /^1 Mermaid diagrams could not be drawn:\n- .+\n {2}in: graph LR \/ {3}A\[unclosed --> B$/,
  );
  for (const source of DRAWABLE)
    expect(drawing(source)).toMatch(new RegExp(`^<svg id="mermaid-${diagramKey(source)}"`));

  await expect(renderDiagrams(DRAWABLE, {siteDir, cacheDir})).resolves.toEqual({drawn: 0, cached: 2});
});
