import type {Line} from './lines';

/**
 * Splits code into highlighted lines. The build's copy (serverHighlighter)
 * has every grammar and always answers; the browser's (clientHighlighter)
 * loads Prism and a grammar only when a page it renders needs them, which
 * happens only after a client-side navigation: a page loaded from the server
 * keeps the highlighted markup the build wrote (see src/prerendered).
 */
export type Highlighter = {
  /** The lines, or null while the language's grammar has not loaded yet. */
  readonly tokenize: (code: string, language: string | undefined) => Line[] | null;
  /** Loads the language's grammar and what it builds on. */
  readonly load: (language: string | undefined) => Promise<void>;
};
