import {parseSqlFence} from '../sql/fence';

/**
 * How many ```sql exercise fences a lesson's Markdown holds; an exercise's
 * number is its position among them (1-based), which is how the runnable
 * SQL reports one solved. A fence whose info string does not parse is no
 * exercise here: the content check reports it.
 */
export function countExercises(markdown: string): number {
  let count = 0;
  let open: string | null = null;
  for (const line of markdown.split('\n')) {
    const fence = /^\s{0,3}(`{3,}|~{3,})\s*(\S*)\s*(.*)$/.exec(line);
    if (!fence) continue;
    const [, marks, language, meta] = fence;
    if (open !== null) {
      if (marks!.startsWith(open) && language === '') open = null;
      continue;
    }
    open = marks!;
    if (language !== 'sql') continue;
    try {
      if (parseSqlFence(meta!).kind === 'exercise') count += 1;
    } catch {
      // Reported by the content check.
    }
  }
  return count;
}
