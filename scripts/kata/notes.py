"""Reads an exercise's notes, `Exercises/.kata/NN.txt`: its title, its hints and its holes.

A hole is a place where the exercise's starter differs from the reference code. The reference in
`Sources/` and `Tests/` stays plain code with no kata text in it; the notes name the reference
file, the lines the hole covers and what the learner finds there instead. For example:

    hole: view-did-appear
    file: Sources/CitiesMVP/Cities/CitiesPresenterImplementation.swift
    body: public func viewDidAppear() async {
    starter:
    | // Show loading, then ask the use case for the cities and show them, ...

The notes are `key: value` lines; `#` starts a comment, and a line that begins with `|` adds a
line to the `starter:` or `hint:` above it. The keys `exercise:`, `title:`, `hint:`, `tests:` and
`edit:` describe the exercise and come before the first hole; `hole: NAME` starts a hole, and the
keys after it describe that hole:

  - `file:` the reference file, from the repository's root;
  - where the hole lies, one of `line:` (that line), `body:` (inside the braces of the declaration
    on that line), `whole:` (the declaration or statement on that line, with the comments and
    attributes above it), or `from:` with `through:` (a run of whole declarations);
  - `in:` (repeatable) the declaration whose body alone is searched, each inside the one before;
  - `starter:` then the starter's lines, indented relative to the lines they replace; a hole with
    no starter lines is simply absent from the starter.

The values of `line:`, `body:`, `whole:`, `from:`, `through:` and `in:` are anchors: each quotes
a whole line of the reference, compared without its surrounding blanks. `holes.py` finds the
anchors and applies the holes; this module only reads and validates the notes, and a mistake
stops it with the notes file and line.
`Exercises/.kata/README.md` is the maintainers' full description of the format.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from .exercises import EXERCISES
from .model import ROOT

NOTES = ROOT / "Exercises" / ".kata"
SPAN_KEYS = ("body", "line", "whole", "from")
HOLE_KEYS = ("file", "in", "through", "starter") + SPAN_KEYS
EXERCISE_KEYS = ("exercise", "title", "hint", "tests", "edit")


class HoleError(Exception):
    """A hole that cannot be applied, or notes that cannot be read; the message says where."""


@dataclass
class Hole:
    """One place where an exercise's starter differs from the reference, as Exercises/.kata/NN.txt
    declares it: which lines of which file, and the starter's lines that stand there instead."""

    exercise: str
    name: str
    declared_at: str  # the notes file and line, for messages
    file: str = ""
    scopes: list[str] = field(default_factory=list)  # "in:" anchors, each inside the one before
    kind: str = ""  # one of SPAN_KEYS
    anchor: str = ""
    through: str = ""  # the last declaration of a "from:" span
    starter: list[str] = field(default_factory=list)  # indented relative to the span

    def error(self, message: str) -> HoleError:
        """An error about this hole, naming its notes line, its exercise and its file."""
        return HoleError(
            f"{self.declared_at}: hole {self.name} of exercise {self.exercise}, "
            f"in {self.file or 'no file'}: {message}"
        )


@dataclass
class Notes:
    """What Exercises/.kata/NN.txt says of one exercise: its title, its progressive hints (for a
    command that shows them one at a time) and its holes."""

    title: str = ""
    hints: list[str] = field(default_factory=list)
    holes: list[Hole] = field(default_factory=list)


def read_notes(number: str) -> Notes:
    """Reads one exercise's notes: `key: value` lines, `#` comments, and `|` lines that continue
    a `starter:` or a `hint:`. Exercises/.kata/README.md describes the format for maintainers."""
    path = NOTES / f"{number}.txt"
    shown = path.relative_to(ROOT)
    if not path.is_file():
        raise HoleError(f"{shown}: missing; every exercise declares its title and holes there")
    notes = Notes()
    hints: list[list[str]] = []
    hole: Hole | None = None
    continued: list[str] | None = None  # the lines that a `|` line adds to
    for index, line in enumerate(path.read_text().splitlines(), start=1):
        where = f"{shown}:{index}"
        if line.startswith("|"):
            if continued is None:
                raise HoleError(f"{where}: a '|' line continues a 'starter:' or a 'hint:'")
            continued.append(line[2:] if line.startswith("| ") else line[1:])
            continue
        continued = None
        if not line.strip() or line.startswith("#"):
            continue
        key, colon, value = line.partition(":")
        value = value.strip()
        if not colon or key not in EXERCISE_KEYS + ("hole",) + HOLE_KEYS:
            raise HoleError(f"{where}: not a line of the notes format: {line!r}")
        if key in EXERCISE_KEYS and hole is not None:
            raise HoleError(f"{where}: '{key}:' belongs above the first hole")
        if key in HOLE_KEYS and hole is None:
            raise HoleError(f"{where}: '{key}:' belongs to a hole; start one with 'hole: NAME'")
        if key == "exercise":
            if value != number:
                raise HoleError(f"{where}: 'exercise: {value}' in the notes of exercise {number}")
        elif key == "title":
            notes.title = value
        elif key == "hint":
            continued = [value] if value else []
            hints.append(continued)
        elif key == "hole":
            hole = Hole(number, value, where)
            notes.holes.append(hole)
        elif key == "file":
            hole.file = value
        elif key == "in":
            hole.scopes.append(value)
        elif key in SPAN_KEYS:
            if hole.kind:
                raise hole.error(f"line {index}: a hole has one of {', '.join(SPAN_KEYS)}, not two")
            hole.kind, hole.anchor = key, value
        elif key == "through":
            hole.through = value
        elif key == "starter":
            if value:
                raise hole.error(f"line {index}: the starter's lines go below 'starter:'")
            continued = hole.starter
    notes.hints = ["\n".join(lines) for lines in hints]
    for hole in notes.holes:
        if not hole.file or not (ROOT / hole.file).is_file():
            raise hole.error("'file:' must name a reference file, from the repository's root")
        if not hole.kind:
            raise hole.error(f"says neither of {', '.join(k + ':' for k in SPAN_KEYS)}")
        if (hole.kind == "from") != bool(hole.through):
            raise hole.error("'from:' and 'through:' go together")
    return notes


@functools.cache
def all_notes() -> dict[str, Notes]:
    """Every exercise's notes, by number, read once."""
    return {exercise.number: read_notes(exercise.number) for exercise in EXERCISES}
