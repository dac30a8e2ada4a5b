import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Diagrams} from './diagrams';
import {DIAGRAM_CACHE_DIR, DIAGRAMS_URL_DIR, parseRendered, type RenderedDiagram} from './rendered';

// Only in the build's server bundle (see plugin.ts), which runs in Node in the site's folder.
function read(key: string): RenderedDiagram {
  const file = join(process.cwd(), DIAGRAM_CACHE_DIR, DIAGRAMS_URL_DIR, `${key}.json`);
  try {
    return parseRendered(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(
      `Diagram ${key} was not drawn before the build rendered its page (${file}: ${(error as Error).message}). ` +
        'The diagrams plugin draws every ```mermaid block of docs/, blog/ and src/pages/; a block it did not find ' +
        'is one src/diagrams/fences.ts does not recognise.',
    );
  }
}

export const diagrams: Diagrams = {
  rendered: read,
  load: (key) => Promise.resolve(read(key)),
};
