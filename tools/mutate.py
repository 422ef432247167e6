"""Mutation testing for one module: small changes to its code, one at a time, against its tests.

Run by hand from the repository root, not in CI (it takes minutes)::

    python tools/mutate.py src/tablerules/bison/scoring.py --max 60 -- tests/bison

Each mutant is one small change to the module: a comparison turned
(``<`` to ``<=``, ``==`` to ``!=``, ``in`` to ``not in``, ...), an arithmetic
or bitwise operator swapped (``+`` to ``-``, ``<<`` to ``>>``, ``|`` to
``&``, ...), a whole number ``n`` made ``n + 1``, ``and`` and ``or``
swapped, a ``not`` removed, a ``return True`` made ``return False`` (and
back), or the body of an ``if`` guard that raises, returns, breaks or
continues replaced by ``pass``. Code in annotations, and lines marked
``# pragma: no mutate`` or ``# pragma: no cover``, are left alone.

For each mutant the tests run as ``python -m pytest -x -q`` with the
arguments after ``--``; without them, the title's own test folder and the
conformance tests filtered to the title with ``-k`` (for
``src/tablerules/bison/scoring.py``: ``tests/bison tests/conformance -k
"bison"``). A mutant the tests fail on is *killed*, one they pass
*survived*, one that runs past ``--timeout`` a *timeout* (counted as
caught: the change made the code loop). The score is the share caught.
Survivors are listed with their line and column, to be judged: a real gap in the tests,
or an equivalent change that no test could see.

The module is rewritten for each mutant (as ``ast.unparse`` prints it, so
without its comments) and always restored byte for byte with its
timestamps: after the last mutant, on an error, on Ctrl-C and on SIGTERM.
Only SIGKILL can leave a mutant behind; ``git diff`` shows it, and ``git
checkout FILE`` restores it. With ``--scratch`` the working tree is never
written at all: the repository is copied to a temporary folder, and the
tests run there with that copy first on ``PYTHONPATH``; use it while other
work runs tests in the same tree.

Options: ``--max N`` tries N mutants drawn at random (``--seed``, 0 by
default) instead of all; ``--timeout SECONDS`` stops a test run (by default
four times the first, unmutated run, at least 10 s); ``--list`` only lists
the mutants.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import os
import random
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Final

#: Comparison operators and what each becomes.
COMPARISONS: Final[dict[type[ast.cmpop], type[ast.cmpop]]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}

#: Arithmetic and bitwise operators and what each becomes.
OPERATORS: Final[dict[type[ast.operator], type[ast.operator]]] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv,
    ast.LShift: ast.RShift,
    ast.RShift: ast.LShift,
    ast.BitOr: ast.BitAnd,
    ast.BitAnd: ast.BitOr,
    ast.BitXor: ast.BitOr,
}

SYMBOLS: Final[dict[type[ast.AST], str]] = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.FloorDiv: "//",
    ast.Div: "/",
    ast.Mod: "%",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.BitOr: "|",
    ast.BitAnd: "&",
    ast.BitXor: "^",
    ast.And: "and",
    ast.Or: "or",
}

PRAGMAS: Final = ("pragma: no mutate", "pragma: no cover")

#: Folders a scratch copy of the repository leaves out.
UNCOPIED: Final = (
    ".git",
    "__pycache__",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    ".hypothesis",
    "_build",
    ".venv",
    "venv",
    ".ci-venv",
    "build",
    "dist",
)

KILLED: Final = "killed"
SURVIVED: Final = "survived"
TIMEOUT: Final = "timeout"


@dataclass(frozen=True)
class Mutation:
    """One small change: to the node at ``node`` in ``ast.walk`` order of the module's tree."""

    node: int
    line: int
    column: int
    change: str
    apply: Callable[[ast.AST], ast.AST]

    @property
    def where(self) -> str:
        """``line 89:84``: the line and column (from 1) of the changed code."""
        return f"line {self.line:4}:{self.column:<3}"


@dataclass(frozen=True)
class Result:
    mutation: Mutation
    verdict: str
    seconds: float


# -- finding the mutations ----------------------------------------------------------


def _swap_compare(index: int, new: type[ast.cmpop]) -> Callable[[ast.AST], ast.AST]:
    def apply(node: ast.AST) -> ast.AST:
        assert isinstance(node, ast.Compare)
        node.ops[index] = new()
        return node

    return apply


def _swap_operator(new: type[ast.operator]) -> Callable[[ast.AST], ast.AST]:
    def apply(node: ast.AST) -> ast.AST:
        assert isinstance(node, ast.BinOp | ast.AugAssign)
        node.op = new()
        return node

    return apply


def _swap_bool(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.BoolOp)
    node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    return node


def _drop_not(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.UnaryOp)
    return node.operand


def _one_more(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Constant) and isinstance(node.value, int)
    node.value += 1
    return node


def _flip_return(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Return) and isinstance(node.value, ast.Constant)
    node.value.value = not node.value.value
    return node


def _empty_body(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.If)
    node.body = [ast.Pass()]
    return node


def _annotation_nodes(tree: ast.AST) -> set[int]:
    """The ids of every node inside an annotation: nothing there runs."""
    roots: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.arg | ast.AnnAssign) and node.annotation is not None:
            roots.append(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns is not None:
            roots.append(node.returns)
    return {id(inner) for root in roots for inner in ast.walk(root)}


def _is_guard(node: ast.If) -> bool:
    return isinstance(node.body[-1], ast.Raise | ast.Return | ast.Break | ast.Continue)


def mutations(source: str) -> list[Mutation]:
    """Every mutation of ``source``, in ``ast.walk`` order."""
    tree = ast.parse(source)
    lines = source.splitlines()
    skipped = _annotation_nodes(tree)
    found: list[Mutation] = []
    for index, node in enumerate(ast.walk(tree)):
        line = getattr(node, "lineno", 0)
        if id(node) in skipped or (line and any(p in lines[line - 1] for p in PRAGMAS)):
            continue
        for change, apply in _changes(node):
            found.append(Mutation(index, line, getattr(node, "col_offset", -1) + 1, change, apply))
    return found


def _changes(node: ast.AST) -> Iterator[tuple[str, Callable[[ast.AST], ast.AST]]]:
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            new_op = COMPARISONS.get(type(op))
            if new_op is not None:
                yield f"{SYMBOLS[type(op)]} to {SYMBOLS[new_op]}", _swap_compare(i, new_op)
    elif isinstance(node, ast.BinOp | ast.AugAssign):
        new = OPERATORS.get(type(node.op))
        if new is not None:
            yield f"{SYMBOLS[type(node.op)]} to {SYMBOLS[new]}", _swap_operator(new)
    elif isinstance(node, ast.BoolOp):
        yield f"{SYMBOLS[type(node.op)]} to {'or' if isinstance(node.op, ast.And) else 'and'}", _swap_bool
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield "not removed", _drop_not
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        yield f"{node.value} to {node.value + 1}", _one_more
    elif (
        isinstance(node, ast.Return)
        and isinstance(node.value, ast.Constant)
        and type(node.value.value) is bool
    ):
        yield f"return {node.value.value} to return {not node.value.value}", _flip_return
    elif isinstance(node, ast.If) and _is_guard(node):
        yield "if body to pass", _empty_body


class _Apply(ast.NodeTransformer):
    """Applies one mutation to the node with its ``ast.walk`` index."""

    def __init__(self, tree: ast.AST, mutation: Mutation) -> None:
        self.target = next(node for i, node in enumerate(ast.walk(tree)) if i == mutation.node)
        self.mutation = mutation

    def visit(self, node: ast.AST) -> ast.AST:
        if node is self.target:
            return self.mutation.apply(node)
        return self.generic_visit(node)


def mutant(source: str, mutation: Mutation) -> str:
    """``source`` with ``mutation`` applied, as ``ast.unparse`` prints it."""
    tree = ast.parse(source)
    mutated = _Apply(tree, mutation).visit(tree)
    return ast.unparse(ast.fix_missing_locations(mutated))


# -- running the tests --------------------------------------------------------------


def default_tests(module: Path) -> list[str]:
    """The title's test folder and the conformance tests filtered to the title."""
    parts = module.parts
    if "tablerules" not in parts or parts.index("tablerules") + 2 >= len(parts):
        raise SystemExit(f"give the tests after '--': no title folder in {module}")
    folder = parts[parts.index("tablerules") + 1]
    title = folder.replace("_", "-")
    keyword = folder if folder == title else f"{folder} or {title}"
    return [f"tests/{folder}", "tests/conformance", "-k", keyword]


def run_tests(command: Sequence[str], *, cwd: Path, env: dict[str, str], timeout: float) -> tuple[str, float]:
    """Run ``command``; the verdict and the seconds it took. The whole process group is
    stopped on a timeout or an interruption, so no test run outlives this one."""
    start = time.monotonic()
    with subprocess.Popen(
        command,
        cwd=cwd,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    ) as process:
        try:
            code = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            _stop(process)
            return TIMEOUT, time.monotonic() - start
        except BaseException:
            _stop(process)
            raise
    return (SURVIVED if code == 0 else KILLED), time.monotonic() - start


def _stop(process: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def _import_root(module: Path) -> Path:
    """The folder ``module``'s top package is imported from (``src`` for ``src/tablerules/...``)."""
    folder = module.parent
    while (folder / "__init__.py").exists() and folder.parent != folder:
        folder = folder.parent
    return folder


# -- the run ------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python tools/mutate.py",
        description="Mutation testing of one module against its tests (see the module docstring).",
        usage="%(prog)s [options] MODULE [-- PYTEST ARGUMENTS]",
    )
    parser.add_argument(
        "module", type=Path, help="the source module to mutate, like src/tablerules/bison/scoring.py"
    )
    parser.add_argument("--max", type=int, default=None, metavar="N", help="try N mutants drawn at random")
    parser.add_argument("--seed", type=int, default=0, help="the seed of that draw (default 0)")
    parser.add_argument(
        "--timeout", type=float, default=None, metavar="SECONDS", help="stop a test run after SECONDS"
    )
    parser.add_argument(
        "--scratch", action="store_true", help="mutate a copy of the repository, never the tree"
    )
    parser.add_argument("--list", action="store_true", help="only list the mutants")
    argv = list(sys.argv[1:] if argv is None else argv)
    # What follows "--" goes to pytest as it is, dashes and all.
    split = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:split])
    tests = argv[split + 1 :]

    module: Path = args.module
    if not module.is_file() or module.suffix != ".py":
        parser.error(f"no Python module {module}")
    source = module.read_text(encoding="utf-8")
    found = mutations(source)
    chosen = found
    if args.max is not None and args.max < len(found):
        chosen = sorted(random.Random(args.seed).sample(found, args.max), key=lambda m: m.node)
    chosen = sorted(chosen, key=lambda m: (m.line, m.column, m.node))
    if args.list:
        for mutation in chosen:
            print(f"{mutation.where}: {mutation.change}")
        return 0

    pytest_args = tests or default_tests(module)
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *pytest_args]
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    root = Path.cwd()
    signal.signal(signal.SIGTERM, _interrupt)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, _interrupt)

    with tempfile.TemporaryDirectory(prefix="mutate-") as scratch:
        target = module.resolve()
        if args.scratch:
            copy = Path(scratch) / "repo"
            shutil.copytree(root, copy, ignore=shutil.ignore_patterns(*UNCOPIED), symlinks=True)
            target = copy / module.resolve().relative_to(root)
            import_root = _import_root(target)
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(import_root), env.get("PYTHONPATH")]))
            root = copy
        return _run(target, source, chosen, len(found), command, env, root, args)


def _run(
    target: Path,
    source: str,
    chosen: list[Mutation],
    total: int,
    command: list[str],
    env: dict[str, str],
    cwd: Path,
    args: argparse.Namespace,
) -> int:
    original = target.read_bytes()
    stat = target.stat()
    results: list[Result] = []
    lines = source.splitlines()
    interrupted = False

    def write(text: str, tick: int) -> None:
        target.write_text(text, encoding="utf-8")
        # A new modification time for each mutant, so that no bytecode cached
        # for another version of the module (same size, same second) is used.
        os.utime(target, ns=(stat.st_atime_ns, stat.st_mtime_ns + tick * 1_000_000_000))

    print(f"{args.module}: {total} mutants, trying {len(chosen)} (seed {args.seed})")
    print(f"tests: {shlex.join(['python', *command[1:]])}")
    try:
        # The unmutated module as ast.unparse prints it must pass, or every mutant would seem caught.
        write(ast.unparse(ast.parse(source)), 1)
        verdict, baseline = run_tests(command, cwd=cwd, env=env, timeout=args.timeout or 3600)
        if verdict != SURVIVED:
            print(f"the tests do not pass on the unmutated module ({verdict}); nothing to measure")
            return 2
        timeout = args.timeout or max(10.0, 4 * baseline)
        print(f"unmutated run: {baseline:.1f} s; timeout {timeout:.0f} s")
        for number, mutation in enumerate(chosen, start=1):
            write(mutant(source, mutation), number + 1)
            verdict, seconds = run_tests(command, cwd=cwd, env=env, timeout=timeout)
            results.append(Result(mutation, verdict, seconds))
            print(
                f"[{number:3}/{len(chosen)}] {verdict:8} {mutation.where}: {mutation.change}"
                f"  ({seconds:.1f} s)",
                flush=True,
            )
    except KeyboardInterrupt:
        interrupted = True
    finally:
        target.write_bytes(original)
        os.utime(target, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    if interrupted:
        print("interrupted: the module is restored; the results so far follow")
    _report(results, lines)
    return 130 if interrupted else 0


def _report(results: list[Result], lines: list[str]) -> None:
    if not results:
        return
    killed = sum(r.verdict == KILLED for r in results)
    timeouts = sum(r.verdict == TIMEOUT for r in results)
    survivors = [r for r in results if r.verdict == SURVIVED]
    caught = killed + timeouts
    print(
        f"\nkilled {killed}, survived {len(survivors)}, timeouts {timeouts}: "
        f"score {100 * caught / len(results):.1f}% ({caught} of {len(results)} caught)"
    )
    if survivors:
        print("survivors:")
        for result in survivors:
            line = result.mutation.line
            text = lines[line - 1].strip() if 0 < line <= len(lines) else ""
            print(f"  {result.mutation.where}: {result.mutation.change:24} | {text}")


if __name__ == "__main__":
    sys.exit(main())
