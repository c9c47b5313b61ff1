"""Prints the table of exercises for the shell scripts that need it, such as `.ci/check-kata`."""

from __future__ import annotations

from .exercises import EXERCISES


def info() -> int:
    """One line per exercise: number, folder, kind, test targets, guards (comma-separated)."""
    for exercise in EXERCISES:
        targets = ",".join(target.name for target in exercise.targets)
        guards = ",".join(exercise.guards)
        print("\t".join([exercise.number, exercise.folder, exercise.kind, targets, guards]))
    return 0
