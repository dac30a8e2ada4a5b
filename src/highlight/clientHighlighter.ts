import {GRAMMARS, grammarOf, type GrammarId} from './grammars';
import type {Highlighter} from './highlighter';
import {plainLines} from './lines';
import {tokenizeWith, type PrismLike} from './tokenize';

let prism: PrismLike | null = null;
const loading = new Map<GrammarId | 'core', Promise<void>>();

function once(id: GrammarId | 'core', start: () => Promise<void>): Promise<void> {
  let promise = loading.get(id);
  if (!promise) {
    promise = start();
    // A failed load (offline) may be tried again by the next block that needs it.
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

function loadCore(): Promise<void> {
  return once('core', async () => {
    // Prism's grammar files register themselves on the global Prism. `manual`
    // stops Prism from highlighting the whole document by itself, which
    // would rewrite code blocks that React owns.
    const global = globalThis as {Prism?: unknown};
    global.Prism = {manual: true, disableWorkerMessageHandler: true};
    const core = (await import('prismjs/components/prism-core.js')) as {default?: PrismLike};
    global.Prism = core.default ?? core;
    prism = global.Prism as PrismLike;
  });
}

function loadGrammar(id: GrammarId): Promise<void> {
  return once(id, async () => {
    await loadCore();
    await Promise.all((GRAMMARS[id].after as readonly GrammarId[]).map(loadGrammar));
    await GRAMMARS[id].load();
  });
}

export const highlighter: Highlighter = {
  tokenize(code, language) {
    const id = grammarOf(language);
    if (id === null) return plainLines(code);
    return prism !== null && id in prism.languages ? tokenizeWith(prism, code, language) : null;
  },
  load(language) {
    const id = grammarOf(language);
    return id === null ? Promise.resolve() : loadGrammar(id);
  },
};
