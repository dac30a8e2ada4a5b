/**
 * What a lesson shows a runnable block give: the fence right after it. One
 * decision shared by the course runner's plan (plan.ts) and the page's remark
 * plugin (page/remarkSqlBlocks.ts), so that a block CI runs as psql does is
 * the block the page runs as psql does. Pure: both hand over the fences as
 * they read them.
 */
import type {SqlFence} from './fence';

/** The fence after a block: its language, its text, and whether only blank lines lie between the two. */
export type NextFence = {lang: string | null | undefined; code: string; adjacent: boolean};

/**
 * `errors`: the block fails on purpose, and these are the messages of the
 * `ERROR:` lines shown (psql goes on after an error, so there may be several);
 * `text`: the text shown, which may hold psql tables to compare.
 */
export type ShownOutput = {kind: 'errors'; errors: string[]} | {kind: 'text'; text: string};

const ERROR_LINE = /^\s*ERROR:\s+(.*)$/gm;

/** What the lesson shows a block give: only a runnable block directly followed by a ```text fence shows anything. */
export function shownOutput(fence: SqlFence, next: NextFence | undefined): ShownOutput | null {
  if (fence.kind !== 'run' || next === undefined || next.lang !== 'text' || !next.adjacent) return null;
  const errors = [...next.code.matchAll(ERROR_LINE)].map((match) => match[1]!.trim());
  return errors.length > 0 ? {kind: 'errors', errors} : {kind: 'text', text: next.code};
}
