import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {chromium, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../tests/chromium';
import {diagramKey} from './key';
import {mermaidBundle} from './mermaidBundle';
import {MERMAID_SETTINGS} from './rendered';

type Failure = {source: string; message: string};

/** What a cached drawing was drawn with: a new Mermaid or new settings draw everything again. */
function stampOf(siteDir: string): string {
  const version = (createRequire(join(siteDir, 'package.json'))('mermaid/package.json') as {version: string}).version;
  return `mermaid@${version} ${JSON.stringify(MERMAID_SETTINGS)}`;
}

function isCached(file: string, stamp: string): boolean {
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as {stamp?: string}).stamp === stamp;
  } catch {
    return false;
  }
}

async function openRenderer(page: Page, bundle: string): Promise<void> {
  await page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({content: bundle});
}

function draw(page: Page, source: string, id: string): Promise<string> {
  return page.evaluate(
    async ([source, id, settings]) => {
      const mermaid = (
        window as unknown as {
          mermaid: {initialize(config: object): void; render(id: string, text: string): Promise<{svg: string}>};
        }
      ).mermaid;
      mermaid.initialize({startOnLoad: false, securityLevel: 'strict', ...settings});
      return (await mermaid.render(id, source)).svg;
    },
    [source, id, MERMAID_SETTINGS] as const,
  );
}

/**
 * Draws every Mermaid source that is not drawn yet into `<cacheDir>/<key>.json`
 * (its SVG, with the diagram's accessible title and description as Mermaid
 * writes them), in the Chromium the tests use. Fails
 * with every diagram that does not parse, and clearly when Chromium is missing.
 */
export async function renderDiagrams(
  sources: Iterable<string>,
  {siteDir, cacheDir}: {siteDir: string; cacheDir: string},
): Promise<{drawn: number; cached: number}> {
  const stamp = stampOf(siteDir);
  const unique = [...new Set(sources)];
  const missing = unique.filter((source) => !isCached(join(cacheDir, `${diagramKey(source)}.json`), stamp));
  if (missing.length === 0) return {drawn: 0, cached: unique.length};

  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `${missing.length} Mermaid diagrams must be drawn at build time, in Chromium, which is not at ${executablePath}. ` +
        'Install it (apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  mkdirSync(cacheDir, {recursive: true});
  const bundle = mermaidBundle(siteDir);
  const browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
  const failures: Failure[] = [];
  try {
    const queue = [...missing];
    const worker = async () => {
      const page = await browser.newPage();
      await openRenderer(page, bundle);
      for (let source = queue.pop(); source !== undefined; source = queue.pop()) {
        const key = diagramKey(source);
        try {
          const svg = await draw(page, source, `mermaid-${key}`);
          const file = join(cacheDir, `${key}.json`);
          // Written whole or not at all: a build stopped half-way leaves no broken drawing behind.
          writeFileSync(`${file}.tmp`, JSON.stringify({stamp, svg}));
          renameSync(`${file}.tmp`, file);
        } catch (error) {
          failures.push({source, message: (error as Error).message.split('\n')[0]!});
        }
      }
      await page.close();
    };
    await Promise.all(Array.from({length: Math.max(1, Math.min(availableParallelism(), 4))}, worker));
  } finally {
    await browser.close();
  }
  if (failures.length > 0) {
    const list = failures.map(
      ({source, message}) => `- ${message}\n  in: ${source.split('\n').slice(0, 3).join(' / ')}`,
    );
    throw new Error(`${failures.length} Mermaid diagrams could not be drawn:\n${list.join('\n')}`);
  }
  return {drawn: missing.length, cached: unique.length - missing.length};
}
