"""Checks that the kata has not drifted from the reference.

`check` makes every file afresh in a temporary folder and compares it with the committed one, then
looks for files under the exercises' folders that nothing made and no one wrote by hand. Beside
that, the notes must agree with the table of exercises (a title, two to four hints, holes only in
files their own exercise copies), the reference must hold no `kata:` text, and every suite of an
exercise or a solution must carry a time limit.
"""

from __future__ import annotations

import filecmp
import re
import tempfile
from pathlib import Path

from .exercises import EXERCISES
from .generator import generate, handwritten_paths, managed_swift_files
from .model import ROOT
from .notes import NOTES, all_notes


def check_holes() -> list[str]:
    """Every exercise has its notes, every hole lies in a file its own exercise copies, and the
    reference carries no kata text: holes are declared in Exercises/.kata/ and nowhere else."""
    problems = []
    for exercise in EXERCISES:
        notes = all_notes()[exercise.number]
        if not notes.title:
            problems.append(f"{(NOTES / exercise.number).relative_to(ROOT)}.txt: no 'title:'")
        if not 2 <= len(notes.hints) <= 4:
            problems.append(
                f"{(NOTES / exercise.number).relative_to(ROOT)}.txt: {len(notes.hints)} hints; "
                "`Exercises/kata hint` gives 2 to 4 per exercise"
            )
        sources = {copy.source for target in exercise.targets for copy in target.files}
        for hole in notes.holes:
            if hole.file not in sources:
                problems.append(
                    f"{hole.declared_at}: hole {hole.name} is in {hole.file}, "
                    f"which exercise {exercise.number} does not copy"
                )
    numbers = {exercise.number for exercise in EXERCISES}
    for path in sorted(NOTES.glob("*.txt")):
        if path.stem not in numbers:
            problems.append(f"{path.relative_to(ROOT)}: no exercise {path.stem} in scripts/kata.py")
    for folder in ("Sources", "Tests"):
        for path in sorted(path for path in (ROOT / folder).rglob("*") if path.is_file()):
            lines = path.read_text(errors="replace").splitlines()
            for number, line in enumerate(lines, start=1):
                if "kata:" in line:
                    problems.append(
                        f"{path.relative_to(ROOT)}:{number}: kata text in the reference; "
                        "declare the hole in Exercises/.kata/ instead"
                    )
    return problems


def check_time_limits() -> list[str]:
    """Every suite an exercise or a solution holds has a time limit, so a learner's test that
    waits for something that never happens fails with a message instead of hanging the run."""
    problems = []
    for top in ("Exercises", "Solutions"):
        for exercise in EXERCISES:
            for path in sorted((ROOT / top / exercise.folder).rglob("*.swift")):
                text = path.read_text()
                if "@Test" in text and "@Suite" not in text:
                    problems.append(f"{path.relative_to(ROOT)}: tests outside a suite, so no time limit")
                for suite in re.findall(r"@Suite\((.*?)\)\s*(?:@\w+\s*)*(?:struct|final class|class)", text, re.S):
                    if ".timeLimit(" not in suite:
                        problems.append(f"{path.relative_to(ROOT)}: a suite with no .timeLimit(.minutes(1))")
    return problems


def check() -> int:
    """`check`: prints every drift from the reference and fails on any; otherwise says how many
    files match."""
    problems = check_holes() + check_time_limits()
    with tempfile.TemporaryDirectory() as temporary:
        fresh = Path(temporary)
        expected = set(generate(fresh))
        for relative in sorted(expected):
            if not (ROOT / relative).exists():
                problems.append(f"{relative}: missing; run python3 scripts/kata.py generate")
            elif not filecmp.cmp(ROOT / relative, fresh / relative, shallow=False):
                problems.append(f"{relative}: differs from the reference it is made from")
        stray = managed_swift_files(ROOT) - expected - handwritten_paths()
        problems += [f"{path}: not made from the reference and not hand-written" for path in sorted(stray)]
        problems += [f"{path}: hand-written starter missing" for path in sorted(handwritten_paths()) if not (ROOT / path).exists()]
    for problem in problems:
        print(f"DRIFT: {problem}")
    if problems:
        print("FAIL: the kata differs from the reference; run: python3 scripts/kata.py generate")
        return 1
    print(f"The kata matches the reference: {len(expected)} generated files checked.")
    return 0
