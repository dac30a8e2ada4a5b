/**
 * The fenced form of an exercise (README.md): `-- task:`, `-- starter:`,
 * `-- solution:` and `-- expected:` sections, the expected result a psql table
 * written as comment lines. Browser-safe.
 */
import {parsePsqlTable, type ResultSet} from './resultSet';

export type Exercise = {task: string; starter: string; solution: string; expected: ResultSet; ordered: boolean};

const SECTIONS = ['task', 'starter', 'solution', 'expected'] as const;
type Section = (typeof SECTIONS)[number];

const MARKER = /^\s*--\s*(task|starter|solution|expected)\s*:(.*)$/i;

/** `-- text` → `text`; null for a line that is not a comment. */
function commentText(line: string): string | null {
  const match = /^\s*--(.*)$/.exec(line);
  return match ? match[1]!.replace(/^ /, '') : null;
}

const trimLines = (lines: string[]) =>
  lines
    .join('\n')
    .replace(/^\s*\n/, '')
    .trimEnd();

/** Reads an exercise fence's code; throws an Error that says what is wrong and on which line. */
export function parseExercise(code: string, ordered: boolean): Exercise {
  const found = new Map<Section, {line: number; lines: string[]}>();
  let current: Section | null = null;
  code.split('\n').forEach((line, index) => {
    const lineNumber = index + 1;
    const marker = MARKER.exec(line);
    if (marker) {
      const section = marker[1]!.toLowerCase() as Section;
      if (found.has(section)) throw new Error(`exercise: line ${lineNumber} opens a second \`-- ${section}:\``);
      const later = [...found.keys()].find((seen) => SECTIONS.indexOf(seen) > SECTIONS.indexOf(section));
      if (later) throw new Error(`exercise: \`-- ${section}:\` (line ${lineNumber}) must come before \`-- ${later}:\``);
      current = section;
      found.set(section, {line: lineNumber, lines: marker[2]!.trim() === '' ? [] : [marker[2]!.trim()]});
      return;
    }
    if (current === null) {
      if (line.trim() !== '') throw new Error(`exercise: line ${lineNumber} comes before \`-- task:\``);
      return;
    }
    if (current === 'task' || current === 'expected') {
      const comment = commentText(line);
      if (comment === null && line.trim() !== '') {
        throw new Error(`exercise: line ${lineNumber} in \`-- ${current}:\` must be a \`-- \` comment`);
      }
      found.get(current)!.lines.push(comment ?? '');
      return;
    }
    found.get(current)!.lines.push(line);
  });
  for (const section of ['task', 'solution', 'expected'] as const) {
    if (!found.has(section)) throw new Error(`exercise: no \`-- ${section}:\` section`);
  }
  const task = trimLines(found.get('task')!.lines).replace(/\s*\n\s*/g, ' ');
  const solution = trimLines(found.get('solution')!.lines);
  if (task === '') throw new Error('exercise: the task is empty');
  if (solution === '') throw new Error('exercise: the solution is empty');
  const expectedSection = found.get('expected')!;
  let expected: ResultSet | null;
  try {
    expected = parsePsqlTable(expectedSection.lines.join('\n'));
  } catch (error) {
    throw new Error(`exercise: expected result (line ${expectedSection.line}): ${(error as Error).message}`);
  }
  if (expected === null) {
    throw new Error(
      `exercise: the expected result (line ${expectedSection.line}) is not a psql table (header, ---+--- rule, rows)`,
    );
  }
  return {task, starter: trimLines(found.get('starter')?.lines ?? []), solution, expected, ordered};
}
