"""The shapes the kata's tools share: an exercise, the test targets it builds, and the reference
files each target copies.

An exercise is one folder of `Exercises/` and one of `Solutions/`. It builds one or more test
targets of the nested package `Exercises/Package.swift`; each target lists the files of the
reference (`Sources/`, `Tests/`) it copies and the root package's products it depends on. Where
the learner writes the code, the code is a module of its own beside its tests (`starter_module`). The
exercises themselves are declared in `exercises.py`, with these shapes, and every other module
reads them from there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

# The repository's root: this file lives in scripts/kata/.
ROOT = Path(__file__).resolve().parent.parent.parent


@dataclass
class Copy:
    """One file of the reference, copied into an exercise target."""

    source: str
    destination: str = ""  # inside the target's folder; the file's name when empty
    solution_only: bool = False  # a write-the-tests answer: only in Solutions/
    add_origin_import: bool = True  # a copied source file imports the module it came from
    dropped_imports: list[str] = field(default_factory=list)  # modules the target copies instead


@dataclass
class Target:
    """One test target of the nested package: an exercise's tests and their doubles, with the code
    they test in the same module or, where the learner writes it, in a starter module beside."""

    name: str
    folder: str  # inside the exercise's folder; "" for the folder itself
    dependencies: list[str]
    owned_modules: list[str] = field(default_factory=list)  # copied whole; never imported
    files: list[Copy] = field(default_factory=list)
    handwritten: list[str] = field(default_factory=list)  # starter files no reference holds
    # A reference type the exercise declares a stand-in of its own for, by the stand-in's name;
    # the copies call the stand-in, and the module that declares the reference's is not imported.
    stand_ins: dict[str, str] = field(default_factory=dict)


@dataclass
class Exercise:
    """One exercise: its number and folder, whether the learner writes code or tests, its
    targets, and the tests that pass on its starter by design."""

    number: str
    slug: str
    kind: str  # "implement" or "write-tests"
    targets: list[Target]
    # Tests that pass on the starter by design: they check that nothing happens, and the starter
    # does nothing. Each is `Suite/function`; CI fails if any other test passes on the starter.
    guards: list[str] = field(default_factory=list)

    @property
    def folder(self) -> str:
        """The exercise's folder, `NN-slug`, under `Exercises/` and `Solutions/`."""
        return f"{self.number}-{self.slug}"


def target_path(exercise: Exercise, target: Target) -> str:
    """The target's folder from `Exercises/` (or `Solutions/`): the exercise's, or one inside it."""
    return f"{exercise.folder}/{target.folder}".rstrip("/")


def copies(folder: str, names: list[str], into: str = "", **options) -> list[Copy]:
    """The Swift files `names` of the reference folder `folder`, copied under `into` (a folder
    inside the target's, ending in "/", or "" for the target's own); `options` go to each Copy."""
    return [Copy(f"{folder}/{name}.swift", f"{into}{name}.swift", **options) for name in names]


# The folders of a target that hold its tests and their doubles; the rest of it is the code.
TEST_FOLDERS = ("Tests", "TestDoubles")


def is_test_file(destination: str) -> bool:
    """Whether a file at `destination` inside a target's folder is a test or a test double."""
    return destination.split("/")[0] in TEST_FOLDERS


def starter_module(exercise: Exercise, target: Target) -> str | None:
    """The module of the code the learner edits, `ExerciseNNStarter`, beside the target's tests;
    None where the learner writes the tests, whose code under test stays in the test target."""
    # Its own module, so that an edit recompiles that code alone: the tests, whose macros cost
    # most of the compile, are a module that the edit leaves untouched.
    if exercise.kind != "implement":
        return None
    return f"{target.name}Starter"
