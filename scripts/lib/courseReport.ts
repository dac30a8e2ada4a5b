/**
 * The table the course runners (SQL and Python) print at the end: blocks per module by what became of them, then
 * the reasons blocks were skipped.
 */
import {dirname} from 'node:path';

export type BlockStatus =
  {kind: 'run'} | {kind: 'checked'} | {kind: 'skipped'; reason: string} | {kind: 'failed'} | {kind: 'unreached'};

export type ReportedLesson = {
  file: string;
  blocks: readonly {status: BlockStatus; exercise?: boolean}[];
  problems: readonly unknown[];
};

/**
 * A lesson plan's error as a problem: the planners throw "file:line: message",
 * and anything else is put on the lesson's first line.
 */
export function problemOf(error: unknown, file: string): {file: string; line: number; message: string} {
  const message = (error as Error).message;
  const match = /^(.*?):(\d+): ([\s\S]*)$/.exec(message);
  return match ? {file: match[1]!, line: Number(match[2]), message: match[3]!} : {file, line: 1, message};
}

/** The group a lesson is counted in: its folder. */
const moduleOf = (file: string) =>
  dirname(file)
    .replace(/^docs\/(Programs\/)?/, '')
    .replace('DataEngineering/Projects/Projects/', '');

type Row = {
  lessons: number;
  exercises: number;
  run: number;
  checked: number;
  skipped: number;
  failed: number;
  unreached: number;
  reasons: Map<string, number>;
};

/**
 * One row per module that has blocks (run, checked, skipped, failed, not reached, and exercises when
 * `exercises`), a total row, and the skip reasons per module with their counts.
 */
export function formatCourseReport(reports: readonly ReportedLesson[], {exercises}: {exercises: boolean}): string {
  const modules = new Map<string, Row>();
  for (const report of reports) {
    if (report.blocks.length === 0 && report.problems.length === 0) continue;
    const name = moduleOf(report.file);
    const row = modules.get(name) ?? {
      lessons: 0,
      exercises: 0,
      run: 0,
      checked: 0,
      skipped: 0,
      failed: 0,
      unreached: 0,
      reasons: new Map(),
    };
    modules.set(name, row);
    row.lessons += 1;
    for (const block of report.blocks) {
      if (block.exercise) row.exercises += 1;
      row[block.status.kind] += 1;
      if (block.status.kind === 'skipped')
        row.reasons.set(block.status.reason, (row.reasons.get(block.status.reason) ?? 0) + 1);
    }
  }
  const header = [
    'module',
    'lessons',
    'run',
    'checked',
    'skipped',
    'failed',
    'not reached',
    ...(exercises ? ['exercises'] : []),
  ];
  const rows = [...modules].map(([name, row]) =>
    [
      name,
      row.lessons,
      row.run,
      row.checked,
      row.skipped,
      row.failed,
      row.unreached,
      ...(exercises ? [row.exercises] : []),
    ].map(String),
  );
  const totals = header.slice(1).map((_, index) => String(rows.reduce((sum, row) => sum + Number(row[index + 1]), 0)));
  const all = [header, ...rows, ['total', ...totals]];
  const widths = header.map((_, index) => Math.max(...all.map((row) => row[index]!.length)));
  const line = (row: string[]) =>
    row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ');
  const table = [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-+-'),
    ...rows.map(line),
    line(all.at(-1)!),
  ];
  const reasons = [...modules].flatMap(([name, row]) =>
    row.reasons.size === 0
      ? []
      : [`${name}: ${[...row.reasons].map(([reason, count]) => `${reason} ×${count}`).join('; ')}`],
  );
  return [...table, '', 'skipped:', ...reasons.map((reason) => `  ${reason}`)].join('\n');
}
