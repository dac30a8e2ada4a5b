import {grammarOf} from './grammars';
import {plainLines, toLines, type Line, type PrismStream} from './lines';

/** The part of Prism this needs, typed here so the browser's lazy copy and Node's copy fit the same shape. */
export type PrismLike = {
  readonly languages: Record<string, unknown>;
  readonly tokenize: (code: string, grammar: unknown) => PrismStream;
  readonly hooks: {readonly run: (name: string, env: Record<string, unknown>) => void};
};

/**
 * Highlights with a Prism that has the language loaded. Runs Prism's
 * tokenize hooks as `Prism.highlight` does: the Jinja grammar needs them to
 * take template tags out and put them back.
 */
export function tokenizeWith(prism: PrismLike, code: string, language: string | undefined): Line[] {
  const id = grammarOf(language);
  const grammar = id === null ? undefined : prism.languages[id];
  if (grammar === undefined) return plainLines(code);
  const env: Record<string, unknown> = {code, grammar, language: id, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code as string, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return toLines(env.tokens as PrismStream);
}
