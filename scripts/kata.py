#!/usr/bin/env python3
"""Makes the kata's starters and solutions from the reference code, and checks they have not drifted.

The reference code in Sources/ and Tests/ is the one source of truth, and it is plain code: it
carries no kata text. Where an exercise leaves a hole, Exercises/.kata/NN.txt declares it beside
the exercise: which lines of which reference file, found by anchors that quote whole lines, and
the starter's lines that stand there instead (the hints a learner reads). For example:

    hole: view-did-appear
    file: Sources/CitiesMVP/Cities/CitiesPresenterImplementation.swift
    body: public func viewDidAppear() async {
    starter:
    | // Show loading, then ask the use case for the cities and show them, ...

A hole is one line (`line:`), the inside of a declaration's braces (`body:`), a declaration or
statement with the comments right above it through its closing bracket (`whole:`), or a run of
them (`from:` ... `through:`), searched in the whole file or inside the body named by `in:`. A
hole without starter lines is absent from the starter. Exercises/.kata/README.md describes the
format; an anchor that matches no line, or several, stops the generator with the hole's name.

Holes may nest. When the files of exercise K are made, a hole of exercise N shows:
  - N == K: its starter in Exercises/, the reference in Solutions/;
  - N <  K: the reference (an earlier exercise is solved by the time K is reached);
  - N >  K: its starter (a later change request has not happened yet).

Usage:
  python3 scripts/kata.py generate   write Exercises/ and Solutions/ afresh
  python3 scripts/kata.py check      fail if Exercises/ or Solutions/ differ from a fresh generation
  python3 scripts/kata.py info       print each exercise as tab-separated fields, for .ci/check-kata
  python3 scripts/kata.py report STARTER.xml SOLUTION.xml KILLS
                                     print the red/green/mutant table and fail on any broken promise

Standard library only: CI and every maintainer's machine have python3, nothing else is assumed.
"""

from __future__ import annotations

import sys

# The command's modules live in scripts/kata/, which Python finds beside this file. Importing them
# leaves no __pycache__ folder in the repository, as running this one file never did.
sys.dont_write_bytecode = True

from kata.checker import check  # noqa: E402  (after the line above, by design)
from kata.generator import write_generated  # noqa: E402
from kata.info import info  # noqa: E402
from kata.notes import HoleError  # noqa: E402
from kata.report import report  # noqa: E402


def main() -> int:
    """Runs the command the first argument names; without one it knows, prints the usage above."""
    commands = {"generate": write_generated, "check": check, "info": info, "report": report}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print(__doc__)
        return 2
    try:
        return commands[sys.argv[1]](*sys.argv[2:])
    except HoleError as error:
        print(f"FAIL: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
