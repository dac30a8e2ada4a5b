/**
 * What a ```python (or ```py) fence's info string says about running its
 * block, and what a ```text fence right after it says about comparing its
 * output (see README.md). Attributes are read as SQL fences' are.
 */
import {DISPLAY_ATTRIBUTES, attributeText, fenceAttributes} from '../../src/sql/fence';

export type PythonFence =
  /** Typed into the lesson's one Python session, in order (no title, or a title that is not a file path). */
  | {kind: 'session'}
  /** Saved as `file` in the lesson's folder, then run as `python <file> <args…>`; it must end with `exit`. */
  | {kind: 'script'; file: string; args: string[]; exit: number}
  /** A module of a package in a src layout (`src/pkg/mod.py`): saved, then imported (`import pkg.mod`). */
  | {kind: 'module'; file: string; module: string}
  /**
   * A src/ module the lesson runs (`main`, `args`, or a package's `__main__.py`): saved, then run as
   * `python -m pkg.mod <args…>` (`python -m pkg` for `__main__.py`); it must end with `exit`.
   */
  | {kind: 'main'; file: string; module: string; args: string[]; exit: number}
  /** A pytest test file: saved as `file`, then run as `python -m pytest -q <file>`; it must end with `exit`. */
  | {kind: 'pytest'; file: string; exit: number}
  /** Shown, not run, for the reason given; still saved when it has a file name, as a learner would save it. */
  | {kind: 'norun'; reason: string; file?: string};

export type OutputFence = {
  /** Why the shown output is not compared (it holds timings, addresses…); undefined: it is compared. */
  nocheck?: string;
};

const PYTHON = 'Python fence';
const OUTPUT = 'Output fence';

/**
 * A title is a file name when it is a relative path of plain names whose last one has a dot (`dags/taxi.py`,
 * `esquema.sql`, `.env.example`), with no `..` and no spaces: `title="dags/taxi.py (changed parts)"` or
 * `title="Airflow 3 style"` only label the block.
 */
export function titleFile(title: string | undefined): string | undefined {
  if (title === undefined) return undefined;
  const segments = title.trim().split('/');
  const plain = segments.every((segment) => /^[\w.-]+$/.test(segment) && segment !== '.' && segment !== '..');
  return plain && segments.at(-1)!.includes('.') ? title.trim() : undefined;
}

/** Splits `a "b c" 'd'` into arguments as a shell would (quotes group, no expansion). */
export function splitArguments(text: string): string[] {
  const args: string[] = [];
  const pattern = /\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/y;
  let rest = text.trim();
  while (rest.length > 0) {
    pattern.lastIndex = 0;
    const match = pattern.exec(rest);
    if (!match) throw new Error(`${PYTHON}: cannot read the arguments \`${rest}\``);
    args.push(match[1] ?? match[2] ?? match[3]!);
    rest = rest.slice(match[0].length).trim();
  }
  return args;
}

/** The module a file of a src layout is imported as (`src/pkg/sub/mod.py` → `pkg.sub.mod`), else undefined. */
export function srcModule(file: string): string | undefined {
  const match = /^src\/(.+\/.+)\.py$/.exec(file);
  return match ? match[1]!.replaceAll('/', '.').replace(/\.__init__$/, '') : undefined;
}

/** pytest's own rule for the files it collects: `test_*.py` or `*_test.py`. */
export const isTestFile = (file: string) => /(^|\/)(test_[^/]*|[^/]*_test)\.py$/.test(file);

/** The file a fence's title names, if any (see titleFile). */
export function fenceFile(meta: string, fence: string): string | undefined {
  const title = fenceAttributes(meta, fence).get('title');
  return titleFile(typeof title === 'string' ? title : undefined);
}

/**
 * Reads the info string after ```python. Throws an Error naming the problem for an unknown attribute, a `norun`
 * without a reason, or `args`, `exit` or `main` on a block they do not apply to.
 */
export function parsePythonFence(meta: string): PythonFence {
  const found = fenceAttributes(meta, PYTHON);
  for (const name of found.keys()) {
    if (!DISPLAY_ATTRIBUTES.has(name) && !['norun', 'args', 'exit', 'main'].includes(name)) {
      throw new Error(
        `${PYTHON}: unknown attribute \`${name}\` (known: norun, args, exit, main, title, showLineNumbers)`,
      );
    }
  }
  const named = fenceFile(meta, PYTHON);
  const file = named?.endsWith('.py') ? named : undefined;
  const reason = attributeText(found.get('norun'), 'norun', PYTHON);
  const argsText = attributeText(found.get('args'), 'args', PYTHON);
  const exitText = attributeText(found.get('exit'), 'exit', PYTHON);
  const main = found.get('main');
  if (main !== undefined && main !== true) throw new Error(`${PYTHON}: \`main\` takes no value`);
  const module = file === undefined ? undefined : srcModule(file);
  const runsAsMain = module !== undefined && (main === true || argsText !== undefined || module.endsWith('.__main__'));
  const runs = reason === undefined && file !== undefined && (module === undefined || runsAsMain);
  const misplaced = (name: string, what: string) =>
    new Error(`${PYTHON}: \`${name}\` only applies to ${what} (a block titled with its .py file name) that runs`);
  if (main !== undefined && (reason !== undefined || module === undefined)) {
    throw misplaced('main', 'a module of a src/ package');
  }
  if (argsText !== undefined && !(runs && !isTestFile(file!))) throw misplaced('args', 'a script or a src/ module');
  if (exitText !== undefined && !runs) throw misplaced('exit', 'a script, a test file or a src/ module run as main');
  if (exitText !== undefined && !/^[1-9]\d{0,2}$/.test(exitText)) {
    throw new Error(`${PYTHON}: \`exit\` is the status a run ends with on purpose, 1 to 255 (0 is the default)`);
  }
  if (reason !== undefined) return file === undefined ? {kind: 'norun', reason} : {kind: 'norun', reason, file};
  if (file === undefined) return {kind: 'session'};
  const exit = exitText === undefined ? 0 : Number(exitText);
  if (isTestFile(file)) return {kind: 'pytest', file, exit};
  const args = argsText === undefined ? [] : splitArguments(argsText);
  if (module === undefined) return {kind: 'script', file, args, exit};
  if (!runsAsMain) return {kind: 'module', file, module};
  return {kind: 'main', file, module: module.replace(/\.__main__$/, ''), args, exit};
}

/** Reads the info string of a ```text fence that shows a Python block's output. */
export function parseOutputFence(meta: string): OutputFence {
  const found = fenceAttributes(meta, OUTPUT);
  for (const name of found.keys()) {
    if (!DISPLAY_ATTRIBUTES.has(name) && name !== 'nocheck') {
      throw new Error(`${OUTPUT}: unknown attribute \`${name}\` (known: nocheck, title)`);
    }
  }
  const nocheck = attributeText(found.get('nocheck'), 'nocheck', OUTPUT);
  return nocheck === undefined ? {} : {nocheck};
}
