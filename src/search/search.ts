import {fold, indexTerms, isTerm, queryTerms, shardOf, withinOneEdit, words} from './analyze';
import type {IndexedPage, Shard} from './format';
import type {ExcerptPart, PageHit, SearchOutcome, SectionHit} from './results';

/** Reads one index file (`meta.json`, `t/<shard>.json`, `p/<n>.json`); null when it does not exist. */
export type ReadIndexFile = (path: string) => Promise<unknown>;

/** How well a term of the index answers a query word. */
const QUALITY = {exact: 1, prefix: 0.6, typo: 0.5} as const;
/** Query words at least this long may match a word one edit away. */
const TYPO_MIN_LENGTH = 5;
/** A word typed at the end of the query matches as a prefix from this length on. */
const PREFIX_MIN_LENGTH = 3;
const SECTIONS_PER_PAGE = 3;
const EXCERPT_CHARS = 180;

type Token = {readonly surface: string; readonly candidates: ReadonlySet<string>; readonly prefix: boolean};

function tokensOf(query: string): Token[] {
  const all = words(query).filter((word) => isTerm(fold(word)));
  const typingLast = !/\s$/.test(query);
  return all.map((word, index) => ({
    surface: fold(word),
    candidates: new Set(queryTerms(word)),
    prefix: typingLast && index === all.length - 1 && fold(word).length >= PREFIX_MIN_LENGTH,
  }));
}

function matchQuality(term: string, token: Token): number {
  if (token.candidates.has(term)) return QUALITY.exact;
  if (token.prefix && term.startsWith(token.surface)) return QUALITY.prefix;
  if (token.surface.length >= TYPO_MIN_LENGTH && withinOneEdit(term, token.surface)) return QUALITY.typo;
  return 0;
}

/** An excerpt of `text` around its first matching word, with every matching word marked. */
export function excerptOf(text: string, isMatch: (word: string) => boolean): ExcerptPart[] {
  const pieces = text.split(/([\p{L}\p{N}]+)/u);
  let first = pieces.findIndex((piece, index) => index % 2 === 1 && isMatch(piece));
  if (first === -1) first = 0;
  let offset = pieces.slice(0, first).join('').length;
  offset = Math.max(0, offset - EXCERPT_CHARS / 3);
  const window = text.slice(offset, offset + EXCERPT_CHARS);
  const start = offset > 0 ? window.search(/\s/) + 1 : 0;
  const trimmed = window.slice(start).replace(/\S*$/, (rest) => (offset + EXCERPT_CHARS >= text.length ? rest : ''));
  const parts: ExcerptPart[] = [];
  if (offset > 0) parts.push({text: '… ', match: false});
  trimmed.split(/([\p{L}\p{N}]+)/u).forEach((piece, index) => {
    if (piece !== '') parts.push({text: piece, match: index % 2 === 1 && isMatch(piece)});
  });
  if (offset + EXCERPT_CHARS < text.length) parts.push({text: ' …', match: false});
  return parts;
}

/**
 * The search itself, over index files read on demand: for each query word
 * it reads one small shard, matches terms exactly (as written or stemmed),
 * as a prefix (the word being typed) or one typo away (longer words), and
 * ranks pages that match every word by weight and rarity. Only the pages
 * shown are read in full.
 */
export function createSearch(read: ReadIndexFile) {
  const files = new Map<string, Promise<unknown>>();
  const cached = (path: string) => {
    let file = files.get(path);
    if (!file) {
      file = read(path).catch((error: unknown) => {
        files.delete(path);
        throw error;
      });
      files.set(path, file);
    }
    return file;
  };

  return async function search(query: string, limit: number): Promise<SearchOutcome> {
    const tokens = tokensOf(query);
    if (tokens.length === 0) return {total: 0, hits: []};
    const meta = (await cached('meta.json')) as {pages: number; shards: string[]};
    const pageCount = meta.pages;
    const known = new Set(meta.shards);

    const matched = new Set<string>();
    const prefixes = tokens.filter((token) => token.prefix).map((token) => token.surface);
    const byToken: Map<number, number>[] = [];
    const sectionScores = new Map<number, Map<number, number>>();
    for (const token of tokens) {
      const names = new Set([token.surface, ...token.candidates].map(shardOf).filter((name) => known.has(name)));
      const shards = (await Promise.all([...names].map((name) => cached(`t/${name}.json`)))) as (Shard | null)[];
      const pageScores = new Map<number, number>();
      for (const shard of shards) {
        for (const [term, postings] of Object.entries(shard ?? {})) {
          const quality = matchQuality(term, token);
          if (quality === 0) continue;
          matched.add(term);
          const pagesWithTerm = new Set<number>();
          for (let i = 0; i < postings.length; i += 3) pagesWithTerm.add(postings[i]!);
          const idf = Math.log(1 + pageCount / pagesWithTerm.size);
          for (let i = 0; i < postings.length; i += 3) {
            const [page, section, weight] = [postings[i]!, postings[i + 1]!, postings[i + 2]!];
            const score = weight * quality * idf;
            pageScores.set(page, (pageScores.get(page) ?? 0) + score);
            const sections = sectionScores.get(page) ?? new Map<number, number>();
            sections.set(section, (sections.get(section) ?? 0) + score);
            sectionScores.set(page, sections);
          }
        }
      }
      byToken.push(pageScores);
    }

    // Pages that match every word; if none does, pages that match any.
    const all = [...(byToken[0]?.keys() ?? [])].filter((page) => byToken.every((scores) => scores.has(page)));
    const candidates = all.length > 0 ? all : [...new Set(byToken.flatMap((scores) => [...scores.keys()]))];
    const ranked = candidates
      .map((page) => ({page, score: byToken.reduce((total, scores) => total + (scores.get(page) ?? 0), 0)}))
      .sort((a, b) => b.score - a.score || a.page - b.page);

    const isMatch = (word: string) => {
      const folded = fold(word);
      if (matched.has(folded) || prefixes.some((prefix) => folded.startsWith(prefix))) return true;
      return [...indexTerms(word, 'en'), ...indexTerms(word, 'es')].some((term) => matched.has(term));
    };
    const hits = await Promise.all(
      ranked.slice(0, limit).map(async ({page}): Promise<PageHit> => {
        const stored = (await cached(`p/${page}.json`)) as IndexedPage;
        const scores = [...(sectionScores.get(page) ?? new Map<number, number>())].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
        const sections: SectionHit[] = scores
          .filter(([section]) => stored.sections[section]?.[1])
          .slice(0, SECTIONS_PER_PAGE)
          .map(([section]) => {
            const [heading, anchor, text] = stored.sections[section]!;
            return {title: heading, url: `${stored.url}#${anchor}`, excerpt: excerptOf(text, isMatch)};
          });
        // The page's own excerpt comes from its introduction; a match under a heading is shown with that heading.
        const intro = stored.sections[0];
        const introMatches = scores.some(([section]) => section === 0) || sections.length === 0;
        return {
          url: stored.url,
          title: stored.title,
          locked: stored.locked,
          excerpt: intro && introMatches ? excerptOf(intro[2], isMatch) : [],
          sections,
        };
      }),
    );
    return {total: ranked.length, hits};
  };
}
