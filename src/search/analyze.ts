/**
 * How text becomes search terms, the same at build time and in the browser:
 * words are lowercased, accents folded (`ejecucion` finds `ejecución`), and
 * each word is indexed both as written and as its English or Spanish stem,
 * so `partitioned` finds `partitioning` and `tablas` finds `tabla`.
 */
import {stemmer as stemEnglish} from '@orama/stemmers/english';
import {stemmer as stemSpanish} from '@orama/stemmers/spanish';
import {stopwords as englishStopwords} from '@orama/stopwords/english';
import {stopwords as spanishStopwords} from '@orama/stopwords/spanish';

export type Language = 'en' | 'es';

/** Lowercase, without accents or other combining marks. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const STOPWORDS = new Set([...englishStopwords, ...spanishStopwords].map(fold));
const STEMMERS: Record<Language, (word: string) => string> = {en: stemEnglish, es: stemSpanish};

/** The words of a text, lowercased, accents kept (the stemmers need them). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether a folded word is worth a term: not a stop word, not a single character. */
export const isTerm = (folded: string) => folded.length >= 2 && !STOPWORDS.has(folded);

/** The terms a word of a page in `language` is indexed under: as written and as its stem, folded. */
export function indexTerms(word: string, language: Language): string[] {
  const surface = fold(word);
  if (!isTerm(surface)) return [];
  const stem = fold(STEMMERS[language](word));
  return stem === surface || stem.length < 2 ? [surface] : [surface, stem];
}

/** The terms a query word may match: as written and as both stems, since a query has no language. */
export function queryTerms(word: string): string[] {
  return [...new Set([fold(word), fold(stemEnglish(word)), fold(stemSpanish(word))])].filter((term) => term.length >= 2);
}

/** The index file a term lives in: terms are sharded by their first three letters, spelt safely for a URL. */
export function shardOf(term: string): string {
  return [...term.slice(0, 3)].map((c) => (/[a-z0-9]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}`)).join('');
}

/** Whether two words differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
