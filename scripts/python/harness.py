"""Runs one lesson's Python steps in order, in the lesson's folder, as a learner would (see README.md).

Started by session.ts with the lesson's folder as its working directory. It reads the steps as JSON on stdin,
then, for each one, writes what it prints (and what any process it starts prints) to fd 1, and after it one
line: the run's marker followed by the step's result as JSON. It stops at the first step that fails.
Standard error is fd 1 too, so a step's output interleaves both streams as a terminal shows them.
"""

import builtins
import importlib
import json
import os
import re
import signal
import subprocess
import sys
import traceback
import types


class StepTimeout(Exception):
    pass


def result(marker, ok, error=None, line=None):
    sys.stdout.flush()
    sys.stderr.flush()
    os.write(1, (marker + json.dumps({"ok": ok, "error": error, "line": line}) + "\n").encode())


def save(step):
    path = step["file"]
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(step["code"] + "\n")
    if path.endswith(".py"):
        # A file saved again replaces the module the session imported from it, as IPython's autoreload would.
        name = path[: -len(".py")].replace("/", ".")
        for prefix in ("", "src."):
            if name.startswith(prefix):
                sys.modules.pop(name[len(prefix):], None)
    importlib.invalidate_caches()


def lesson_frames(tb, filename):
    return [frame for frame in traceback.extract_tb(tb) if frame.filename == filename]


def run_session(step, namespace, filename, timeout):
    """Types the block into the session: its code runs in the session's namespace, reported at the lesson's lines."""
    # Blank lines first, so that the code's line numbers are the lesson file's (and tracebacks quote its lines).
    padded = "\n" * step["source"]["line"] + step["code"] + "\n"
    try:
        code = compile(padded, filename, "exec")
    except SyntaxError as error:
        return False, f"SyntaxError: {error.msg}", error.lineno

    def expire(signum, frame):
        raise StepTimeout(f"the block did not finish in {timeout} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(timeout)
    try:
        exec(code, namespace)
        return True, None, None
    except SystemExit as error:
        # A block that ends the program with status 0 (or None) has succeeded, as `python file.py` would.
        if error.code in (0, None):
            return True, None, None
        return False, f"SystemExit: {error.code}", None
    except BaseException as error:  # noqa: BLE001 - the lesson's error, whatever it is, is the result
        tb = error.__traceback__.tb_next if error.__traceback__ else None  # the harness's own frame
        traceback.print_exception(type(error), error, tb)
        frames = lesson_frames(tb, filename)
        message = "".join(traceback.format_exception_only(type(error), error)).strip()
        return False, message, frames[-1].lineno if frames else None
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run_process(step, command, timeout, expected=0):
    """Runs a saved file as its own process; its output goes to fd 1 as it would to the learner's terminal."""
    shown = command[2] if command[1] == "-c" else "python " + " ".join(command[1:])
    try:
        finished = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
        output, status = finished.stdout, finished.returncode
    except subprocess.TimeoutExpired as expired:
        output, status = expired.output or b"", None
    os.write(1, output)
    if status == expected:
        return True, None, None
    text = output.decode("utf-8", "replace")
    path = re.escape(step["file"])
    # The last line of the saved file that Python's traceback, or pytest's report, points to.
    found = re.findall(rf'File "(?:[^"]*/)?{path}", line (\d+)', text) or re.findall(rf"^{path}:(\d+): ", text, re.M)
    line = step["source"]["line"] + int(found[-1]) if found else None
    lines = [line for line in text.splitlines() if line.strip()]
    last = lines[-1].strip() if lines else "no output"
    if status is None:
        return False, f"`{shown}` did not finish in {timeout} s", line
    if expected != 0:
        return False, f"`{shown}` exited with status {status}, not {expected} as the lesson says: {last}", line
    return False, f"`{shown}` exited with status {status}: {last}", line


def run_sql(step, timeout):
    """Runs SQL on the lesson's database (libpq's PG* variables) statement by statement, as psql would."""
    import psycopg  # only lessons with SQL need it

    statement = ""
    try:
        with psycopg.connect(autocommit=True, options=f"-c statement_timeout={timeout * 1000}") as connection:
            for statement in step["statements"]:
                connection.execute(statement)
        return True, None, None
    except psycopg.Error as error:
        first = statement.splitlines()[0] if statement else ""
        return False, f"SQL error in `{first}`: {str(error).strip().splitlines()[0]}", None


def main():
    plan = json.loads(sys.stdin.read())
    # What the lesson runs reads no input: an `input()` gets end-of-file, as under CI.
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    sys.stdin = open(0, encoding="utf-8", closefd=False)
    os.dup2(1, 2)

    marker, root, timeout = plan["marker"], plan["root"], plan["timeout"]
    # The session is a fresh __main__ module, as in `python` or a notebook, with the lesson's folder (and its
    # src/ layout, as after `pip install -e .`) on the import path.
    session = types.ModuleType("__main__")
    session.__dict__["__builtins__"] = builtins
    sys.modules["__main__"] = session
    sys.argv = [""]
    sys.path[0:1] = ["", os.path.abspath("src")]

    for step in plan["steps"]:
        if step.get("file"):
            save(step)
        kind = step["kind"]
        if kind == "save":
            ok, error, line = True, None, None
        elif kind == "session":
            filename = os.path.join(root, step["source"]["file"])
            ok, error, line = run_session(step, session.__dict__, filename, timeout)
        elif kind == "sql":
            ok, error, line = run_sql(step, timeout)
        elif kind == "module":
            ok, error, line = run_process(step, [sys.executable, "-c", f"import {step['module']}"], timeout)
        elif kind == "main":
            command = [sys.executable, "-m", step["module"], *step["args"]]
            ok, error, line = run_process(step, command, timeout, step["exit"])
        elif kind == "script":
            ok, error, line = run_process(step, [sys.executable, step["file"], *step["args"]], timeout, step["exit"])
        else:
            ok, error, line = run_process(step, [sys.executable, "-m", "pytest", "-q", step["file"]], timeout, step["exit"])
        result(marker, ok, error, line)
        if not ok:
            return


main()
