"""Benchmark: how long a coach-judged exercise takes to answer its first click (issue 38).

Run ``.venv/bin/python benchmarks/bench_exercises.py [--python]``.

Each teaching notebook's code cells run in order (as Run All does, without a kernel's display)
until every exercise judged by the coach is built; then the first choice of each is clicked
(the first legal choice's ``Exercise.choose``) and timed — the coach plays every choice on from 200 drawn positions
(``coach_judge``'s default). ``--python`` plays the playouts in Python instead of compiled (the
old path; numba's cache load is counted in the compiled figure, the compile itself not: run
``python -m pyramid_explorer.coach.compiled.warm`` once before).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
NOTEBOOKS = ("ramses-pyramid", "im-bann-der-pyramide", "pyramidenbau")


def judged_exercises(name: str) -> list:
    """The notebook's exercises that the coach judges, built by running its code cells."""
    import nbformat

    from pyramid_explorer.ui.exercises import Exercise

    book = nbformat.read(HERE.parent / "pyramid_explorer" / "notebooks" / f"{name}.ipynb",
                         as_version=4)
    space: dict = {"__name__": "__main__"}
    found = []
    for cell in book.cells:
        if cell.cell_type != "code" or cell.source.lstrip().startswith(("%", "!")):
            continue
        source = cell.source
        if "coach_judge(" in source:  # keep the exercise the cell ends with
            lines = source.rstrip().splitlines()
            start = max(i for i, line in enumerate(lines) if line.startswith("Exercise("))
            lines[start] = "_exercise = " + lines[start]
            source = "\n".join(lines)
        with contextlib.redirect_stdout(io.StringIO()):  # (the cells' charts and prints)
            exec(compile(source, f"{name}.ipynb", "exec"), space)  # noqa: S102 - our notebook
        if "coach_judge(" in cell.source and isinstance(space.get("_exercise"), Exercise):
            found.append(space.pop("_exercise"))
    return found


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--python", action="store_true")
    args = p.parse_args()
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    from machine import describe

    if args.python:
        from pyramid_explorer.coach import sampler

        sampler.compiled_module = lambda _state: None  # type: ignore[assignment]
    print(describe(["python playouts" if args.python else "compiled playouts"]))
    for name in NOTEBOOKS:
        for k, exercise in enumerate(judged_exercises(name)):
            for i, choice in enumerate(exercise.choices):
                wall, cpu = time.perf_counter(), time.process_time()
                verdict = exercise.choose(i)
                wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
                if verdict.legal:  # the coach's verdict (an illegal choice: the rule's)
                    print(f"{name:22} exercise {k + 1}, “{choice.label}”: first click answered "
                          f"in {wall:5.2f} s ({cpu:5.2f} s CPU)", flush=True)
                    break


if __name__ == "__main__":
    main()
