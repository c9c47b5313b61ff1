"""Makes the kata's files from the reference: every exercise's starter, every solution, the
starters' spare copies and the nested package's manifest.

For each file an exercise copies, the holes of every exercise in that file are applied as
`holes.py` says (the exercise's own show their starter, earlier ones are solved, later ones are
not yet), and the imports are adapted to the module the copy lands in: a test of an exercise
whose learner writes the code imports that code's module, the starter module. The starter goes to
`Exercises/NN-slug/`, and to `Exercises/.starters/` for `Exercises/kata reset`; the solution goes
to `Solutions/NN-slug/` when it differs from the starter. `Exercises/Package.swift` is made from
the table of exercises, so the manifest and the table cannot disagree.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .exercises import EXERCISES
from .holes import reference_and_spans, render, tidy
from .model import ROOT, Copy, Exercise, Target, is_test_file, starter_module, target_path

# The variable `Exercises/kata` sets to the exercise it builds; the manifest then holds that one.
EXERCISE_VARIABLE = "CITIES_KATA_EXERCISE"
STARTERS = "Exercises/.starters"  # every exercise's files as they start, for `Exercises/kata reset`


def origin_module(source: str) -> str | None:
    """The root package's module a file of `Sources/` belongs to; None for a file of `Tests/`."""
    parts = source.split("/")
    if parts[0] == "Sources":
        return parts[1]
    return None


# A type a file declares at its top level, and the kind a scoped import names it by.
TYPE_DECLARATION = re.compile(r"^(?:public |package )?(?:final )?(class|struct|enum|actor|protocol) (\w+)")


def shadowing_types(exercise: Exercise, target: Target) -> dict[str, str]:
    """The types of the starter module that the tests also import from the root package, by name,
    with the kind a scoped import names each by (an actor is a class to it)."""
    types: dict[str, str] = {}
    if not starter_module(exercise, target):
        return types
    for copy in target.files:
        if is_test_file(copy.destination) or origin_module(copy.source) not in target.dependencies:
            continue
        for line in (ROOT / copy.source).read_text().splitlines():
            declared = TYPE_DECLARATION.match(line)
            if declared:
                types[declared.group(2)] = declared.group(1).replace("actor", "class")
    return types


def adapt_imports(lines: list[str], copy: Copy, target: Target, exercise: Exercise) -> list[str]:
    """Drops imports of the modules the target holds itself; adds those the copy now needs: for a
    test or a double, the starter module beside it, and each of its types the copy names that the
    root package declares too, by a scoped import, which takes precedence over the root's."""
    imports = {line.split()[1] for line in lines if line.startswith("import ")}
    body = [line for line in lines if not line.startswith("import ")]
    while body and body[0] == "":
        body.pop(0)
    # A target that owns a pattern's scene carries that pattern's doubles too (see `doubles`).
    imports -= set(target.owned_modules) | {f"{module}TestSupport" for module in target.owned_modules}
    imports -= set(copy.dropped_imports)
    origin = origin_module(copy.source)
    if copy.add_origin_import and origin and origin not in target.owned_modules:
        imports.add(origin)
    if any("KataError" in line for line in body):
        imports.add("KataSupport")
    starter = starter_module(exercise, target)
    scoped = []
    if starter and is_test_file(copy.destination):
        imports.add(starter)
        for name, kind in sorted(shadowing_types(exercise, target).items()):
            if any(re.search(rf"\b{name}\b", line) for line in body):
                scoped.append(f"import {kind} {starter}.{name}")
    heading = [f"// Made by scripts/kata.py from {copy.source}."]
    if imports:
        heading += [""] + [f"import {module}" for module in sorted(imports)]
    if scoped:
        heading += [""] + scoped
    return heading + [""] + body


@dataclass
class Made:
    """What the generator makes of one copy: the starter's text and the solution's."""

    starter: str | None  # None for a solution-only file
    solution: str


def make(copy: Copy, target: Target, exercise: Exercise) -> Made:
    """One copied file as `exercise` shows it, in its starter and in its solution."""
    reference, spans = reference_and_spans(copy.source)

    def side(solution: bool) -> str:
        lines = render(reference.lines, spans, 0, len(reference.lines), exercise.number, solution)
        if spans:
            lines = tidy(lines)
        lines = adapt_imports(lines, copy, target, exercise)
        for name, stand_in in target.stand_ins.items():
            lines = [re.sub(rf"\b{name}\b", stand_in, line) for line in lines]
        return "\n".join(lines) + "\n"

    return Made(None if copy.solution_only else side(False), side(True))


def product_lines(names: list[str]) -> list[str]:
    """A target's dependencies as the manifest lists them: KataSupport is the nested package's."""
    return [
        f'      "{name}",' if name == "KataSupport" or name.endswith("Starter")
        else f'      .product(name: "{name}", package: "CitiesKata"),'
        for name in names
    ]


def target_lines(kind: str, name: str, dependencies: list[str], placing: list[str]) -> list[str]:
    """One target of the manifest: `kind` is `target` or `testTarget`, `placing` the lines of its
    path and of what it takes from there."""
    return (
        [f"  .{kind}(", f'    name: "{name}",', "    dependencies: ["]
        + product_lines(dependencies)
        + ["    ],"]
        + placing
        + ['    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]', "  ),"]
    )


def exercise_targets(exercise: Exercise, target: Target) -> list[str]:
    """The manifest's targets for one test target of the table: the test target, and before it
    the starter module its tests import, if the learner writes the code."""
    path = f'    path: "{target_path(exercise, target)}",'
    readme = ["README.md"] if not target.folder else []
    starter = starter_module(exercise, target)
    if not starter:
        return target_lines(
            "testTarget", target.name, target.dependencies, [path] + names("exclude", readme)
        )
    destinations = [copy.destination for copy in target.files] + target.handwritten
    tests = sorted({each.split("/")[0] for each in destinations if is_test_file(each)})
    # Both take the same folder; each excludes the other's files, which SwiftPM would otherwise
    # report as unhandled. The starter needs none of the doubles' test-support products.
    code = sorted(each for each in destinations if not is_test_file(each))
    code_dependencies = [name for name in target.dependencies if not name.endswith("TestSupport")]
    return target_lines(
        "target", starter, code_dependencies, [path] + names("exclude", readme + tests)
    ) + target_lines(
        "testTarget", target.name, [starter] + target.dependencies,
        [path] + names("exclude", readme + code) + names("sources", tests),
    )


def names(label: str, values: list[str]) -> list[str]:
    """A labelled argument of a target, a list of file names, on one line if it fits; none if empty."""
    if not values:
        return []
    line = f"    {label}: [" + ", ".join(f'"{value}"' for value in values) + "],"
    if len(line) <= 100:
        return [line]
    return [f"    {label}: ["] + [f'      "{value}",' for value in values] + ["    ],"]


def manifest() -> str:
    """The nested package's manifest, made from the table of exercises so the two cannot disagree."""
    lines = [
        "// swift-tools-version: 6.3",
        "// Made by scripts/kata.py from its table of exercises; run it to change this file.",
        "import PackageDescription",
        "",
        "/// One test target per exercise (exercise 8 has one per pattern), and its starter module.",
        "///",
        "/// Where the learner writes the code, it is a module of its own, `ExerciseNNStarter`, which the",
        "/// tests import: an edit then recompiles that module alone, not the tests, whose macros cost",
        "/// most of a compile.",
        "let exercises: [Target] = [",
    ]
    for exercise in EXERCISES:
        for target in exercise.targets:
            lines += exercise_targets(exercise, target)
    lines += [
        "]",
        "",
        f"// `Exercises/kata run 04` sets {EXERCISE_VARIABLE}=04, and the package then holds exercise 4",
        "// alone. SwiftPM links all of a package's test targets into one test bundle, so without it",
        "// every run would compile every exercise, and one that does not compile would stop them all.",
        "// Unset (Xcode, a plain `swift test --package-path Exercises`), it holds every exercise.",
        f'let chosen = Context.environment["{EXERCISE_VARIABLE}"] ?? ""',
        "",
        "let package = Package(",
        '  name: "CitiesKataExercises",',
        "  platforms: [.macOS(.v15), .iOS(.v18)],",
        '  dependencies: [.package(name: "CitiesKata", path: "..")],',
        '  targets: [.target(name: "KataSupport", path: "KataSupport")]',
        '    + exercises.filter { $0.name.hasPrefix("Exercise\\(chosen)") },',
        "  swiftLanguageModes: [.v6]",
        ")",
    ]
    return "\n".join(lines) + "\n"


def generate(into: Path) -> list[Path]:
    """Writes every generated file under `into`; returns their paths relative to it."""
    written: list[Path] = []

    def write(relative: str, text: str) -> None:
        path = into / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        written.append(Path(relative))

    write("Exercises/Package.swift", manifest())
    for exercise in EXERCISES:
        for target in exercise.targets:
            for copy in target.files:
                made = make(copy, target, exercise)
                relative = f"{target_path(exercise, target)}/{copy.destination}"
                if made.starter is not None:
                    write(f"Exercises/{relative}", made.starter)
                    write(f"{STARTERS}/{relative}", made.starter)
                if made.starter != made.solution:
                    write(f"Solutions/{relative}", made.solution)
    # `Exercises/kata reset` restores an exercise from these copies, with no git: the starters as
    # made above, and the hand-written files (READMEs, write-the-tests stubs) as committed.
    for path in sorted(handwritten_paths()):
        source = ROOT / path
        if source.exists():
            write(f"{STARTERS}/{path.relative_to('Exercises')}", source.read_text())
    return written


def handwritten_paths() -> set[Path]:
    """The files of the exercises' folders that no reference holds: the READMEs, the stubs of
    the write-the-tests exercises, and exercise 9's list of the patterns its stories run on."""
    paths = set()
    for exercise in EXERCISES:
        paths.add(Path(f"Exercises/{exercise.folder}/README.md"))
        for target in exercise.targets:
            for name in target.handwritten:
                paths.add(Path(f"Exercises/{target_path(exercise, target)}/{name}"))
    return paths


def managed_swift_files(root: Path) -> set[Path]:
    """The Swift files under the exercises' and solutions' folders, which the generator owns."""
    found = set()
    for top in ("Exercises", "Solutions"):
        for exercise in EXERCISES:
            folder = root / top / exercise.folder
            if folder.exists():
                found |= {path.relative_to(root) for path in folder.rglob("*.swift")}
    if (root / STARTERS).exists():
        found |= {path.relative_to(root) for path in (root / STARTERS).rglob("*") if path.is_file()}
    return found


def write_generated() -> int:
    """`generate`: replaces the committed starters and solutions with freshly made ones."""
    # Made aside first, so a hole that cannot be applied leaves the committed files as they were.
    with tempfile.TemporaryDirectory() as temporary:
        written = generate(Path(temporary))
        shutil.rmtree(ROOT / "Solutions", ignore_errors=True)
        shutil.rmtree(ROOT / STARTERS, ignore_errors=True)
        for path in managed_swift_files(ROOT) - handwritten_paths():
            (ROOT / path).unlink()
        for relative in written:
            (ROOT / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(Path(temporary) / relative, ROOT / relative)
    print(f"Wrote {len(written)} files under Exercises/ and Solutions/.")
    return 0
