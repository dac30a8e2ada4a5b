import type {Diagrams} from './diagrams';
import {DIAGRAMS_URL_DIR, parseRendered, type RenderedDiagram} from './rendered';

const loaded = new Map<string, RenderedDiagram>();
const pending = new Map<string, Promise<RenderedDiagram>>();

async function fetchDiagram(key: string): Promise<RenderedDiagram> {
  const response = await fetch(`/${DIAGRAMS_URL_DIR}/${key}.json`);
  if (!response.ok) throw new Error(`The diagram could not be loaded (HTTP ${response.status}).`);
  const diagram = parseRendered(await response.json());
  loaded.set(key, diagram);
  return diagram;
}

export const diagrams: Diagrams = {
  rendered: (key) => loaded.get(key) ?? null,
  load(key) {
    let promise = pending.get(key);
    if (!promise) {
      promise = fetchDiagram(key);
      // Forget a failure, so that showing the page again tries again.
      promise.catch(() => pending.delete(key));
      pending.set(key, promise);
    }
    return promise;
  },
};
