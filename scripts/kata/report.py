"""Grades a run of the kata: prints its table and fails on any promise an exercise breaks.

`.ci/check-kata` runs every exercise's tests twice, on the starters and on the solutions, with
Swift Testing's xUnit output, and grades the write-the-tests exercises by their mutants
(`Exercises/kata grade`). An implement-the-code exercise must be red on its starter, except for
its guards (the tests that pass there by design), and green on its solution. A write-the-tests
exercise must be green on its solution, whose tests kill all of at least five mutants, while the
starter's tests kill none.
"""

from __future__ import annotations

import fnmatch
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from .exercises import EXERCISES


def outcomes(xunit: str) -> dict[str, dict[str, bool]]:
    """Reads a Swift Testing xUnit file: for each test target, each test's id and whether it passed."""
    results: dict[str, dict[str, bool]] = {}
    for case in ElementTree.parse(xunit).iter("testcase"):
        module, suite = case.get("classname", "").split(".", 1)
        test = f"{suite}/{case.get('name')}"
        results.setdefault(module, {})[test] = case.find("failure") is None
    return results


def readme_counts(exercise, red: int, total: int) -> list[str]:
    """The counts the exercise's README gives its learner ("14 of the 15 tests fail", "All 15
    tests pass"), checked against the run, so that a test added to an exercise cannot leave them
    stale."""
    text = (Path("Exercises") / exercise.folder / "README.md").read_text()
    problems = []
    for failing, of in re.findall(r"(\d+) of the (\d+) tests fail", text):
        if (int(failing), int(of)) != (red, total):
            problems.append(f"{exercise.number}: its README says {failing} of {of} tests fail; {red} of {total} do")
    for passing in re.findall(r"All (\d+) tests pass", text):
        if int(passing) != total:
            problems.append(f"{exercise.number}: its README says all {passing} tests pass; there are {total}")
    return problems


def report(starter_xunit: str, solution_xunit: str, kills: str) -> int:
    """Prints the kata's table and fails unless every exercise is red on its starter as it should
    be, green on its solution, and its mutants are killed by the solution's tests and not by the
    starter's. `kills` holds lines `NN starter|solution KILLED TOTAL` from `Exercises/kata grade`."""
    starter, solution = outcomes(starter_xunit), outcomes(solution_xunit)
    graded: dict[tuple[str, str], tuple[int, int]] = {}
    for line in Path(kills).read_text().split("\n"):
        if line.strip():
            number, side, killed, total = line.split()
            graded[(number, side)] = (int(killed), int(total))
    problems = []
    print("| Exercise | Kind | Tests | Red on starter | Passing guards | Green on solution | Mutants killed (solution / starter) |")
    print("|---|---|---:|---:|---:|---:|---|")
    for exercise in EXERCISES:
        names = [target.name for target in exercise.targets]
        before = {f"{name}.{test}": passed for name in names for test, passed in starter.get(name, {}).items()}
        after = {f"{name}.{test}": passed for name in names for test, passed in solution.get(name, {}).items()}
        red = sorted(test for test, passed in before.items() if not passed)
        green = sorted(test for test, passed in after.items() if passed)
        guards = {
            test for test in before
            if any(fnmatch.fnmatchcase(test.split(".", 1)[1], guard) for guard in exercise.guards)
        }
        mutants = ""
        if exercise.kind == "implement":
            for test, passed in sorted(before.items()):
                if passed and test not in guards:
                    problems.append(f"{exercise.number}: {test} passes on the starter")
                if not passed and test in guards:
                    problems.append(f"{exercise.number}: guard {test} fails on the starter")
            if not red:
                problems.append(f"{exercise.number}: no test fails on the starter")
        else:
            solution_kills = graded.get((exercise.number, "solution"), (0, -1))
            starter_kills = graded.get((exercise.number, "starter"), (-1, -1))
            mutants = f"{solution_kills[0]} of {solution_kills[1]} / {starter_kills[0]} of {starter_kills[1]}"
            if solution_kills[0] != solution_kills[1] or solution_kills[1] < 5:
                problems.append(f"{exercise.number}: the solution's tests kill {mutants.split(' / ')[0]} mutants")
            if starter_kills[0] != 0:
                problems.append(f"{exercise.number}: the starter's tests kill {starter_kills[0]} mutants")
        for test, passed in sorted(after.items()):
            if not passed:
                problems.append(f"{exercise.number}: {test} fails on the solution")
        if not after:
            problems.append(f"{exercise.number}: no test ran on the solution")
        problems += readme_counts(exercise, len(red), len(after))
        red_column = f"{len(red)} of {len(before)}" if exercise.kind == "implement" else "graded by mutants"
        guard_column = str(len(guards)) if exercise.kind == "implement" else "-"
        print(
            f"| {exercise.folder} | {exercise.kind} | {len(after)} | {red_column} | {guard_column} "
            f"| {len(green)} of {len(after)} | {mutants or '-'} |"
        )
    for problem in problems:
        print(f"FAIL: {problem}")
    return 1 if problems else 0
