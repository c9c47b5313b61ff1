#!/usr/bin/env python3
"""Makes the kata's starters and solutions from the reference code, and checks they have not drifted.

The reference code in Sources/ and Tests/ is the one source of truth. Where an exercise leaves a
hole, the reference marks it, in the manner of nbgrader and Ruby Koans:

    // kata:solution 04
    ...the reference lines, which the root package compiles and tests...
    // kata:starter
    // ...the starter's lines, each written as a comment so the root still compiles...
    // kata:end

Blocks may nest. When the files of exercise K are made, a block of exercise N shows:
  - N == K: its starter side in Exercises/, its reference side in Solutions/;
  - N <  K: its reference side (an earlier exercise is solved by the time K is reached);
  - N >  K: its starter side (a later change request has not happened yet).

Usage:
  python3 scripts/kata.py generate   write Exercises/ and Solutions/ afresh
  python3 scripts/kata.py check      fail if Exercises/ or Solutions/ differ from a fresh generation
  python3 scripts/kata.py info       print each exercise as tab-separated fields, for .ci/check-kata
  python3 scripts/kata.py report STARTER.xml SOLUTION.xml KILLS
                                     print the red/green/mutant table and fail on any broken promise

Standard library only: CI and every maintainer's machine have python3, nothing else is assumed.
"""

from __future__ import annotations

import filecmp
import fnmatch
import re
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKER = re.compile(r"^(\s*)// kata:(solution|starter|end)\b\s*(\d{2})?\s*$")
PRODUCTS = ["CitiesDomain", "CitiesData", "CitiesMVP", "CitiesVIP", "CitiesMVVM", "CitiesTestSupport"]


@dataclass
class Copy:
    """One file of the reference, copied into an exercise target."""

    source: str
    destination: str = ""  # inside the target's folder; the file's name when empty
    solution_only: bool = False  # a write-the-tests answer: only in Solutions/
    add_origin_import: bool = True  # a copied source file imports the module it came from


@dataclass
class Target:
    """One test target of the nested package: an exercise's code and its tests, one module."""

    name: str
    folder: str  # inside the exercise's folder; "" for the folder itself
    dependencies: list[str]
    owned_modules: list[str] = field(default_factory=list)  # copied whole; never imported
    files: list[Copy] = field(default_factory=list)
    handwritten: list[str] = field(default_factory=list)  # starter files no reference holds


@dataclass
class Exercise:
    number: str
    slug: str
    kind: str  # "implement" or "write-tests"
    targets: list[Target]
    # Tests that pass on the starter by design: they check that nothing happens, and the starter
    # does nothing. Each is `Suite/function`; CI fails if any other test passes on the starter.
    guards: list[str] = field(default_factory=list)

    @property
    def folder(self) -> str:
        return f"{self.number}-{self.slug}"


def copies(folder: str, names: list[str], into: str = "", **options) -> list[Copy]:
    return [Copy(f"{folder}/{name}.swift", f"{into}{name}.swift", **options) for name in names]


MVP_CITIES = "Sources/CitiesMVP/Cities"
VIP_CITIES = "Sources/CitiesVIP/Cities"
MVVM_CITIES = "Sources/CitiesMVVM/Cities"


def mvp_scene(tests: list[str]) -> list[Copy]:
    return (
        copies(MVP_CITIES, ["CitiesPresenterImplementation", "CitiesPresenter", "CitiesView"])
        + copies(MVP_CITIES, ["CitiesRouter", "CitiesConfigurator"])
        + copies("Sources/CitiesMVP/Shared", ["City+Subtitle", "CityCellView"])
        + copies(
            "Sources/CitiesTestSupport/MVP",
            ["CitiesViewSpy", "CitiesRouterSpy", "CityCellViewSpy"],
            into="TestDoubles/",
            add_origin_import=False,
        )
        + copies("Tests/CitiesMVPTests/Cities", tests, into="Tests/")
    )


def vip_scene(tests: list[str]) -> list[Copy]:
    return (
        copies(VIP_CITIES, ["CitiesInteractor", "CitiesPresenter", "CitiesModels"])
        + copies(VIP_CITIES, ["CitiesDisplayLogic", "CitiesRouter", "CitiesConfigurator"])
        + copies("Sources/CitiesVIP/Shared", ["CityRowViewModel", "CityRowViewModel+City"])
        + copies(
            "Sources/CitiesTestSupport/VIP/Cities",
            ["CitiesDisplaySpy", "CitiesPresenterSpy", "CitiesCoordinatorSpy"],
            into="TestDoubles/",
            add_origin_import=False,
        )
        + copies("Tests/CitiesVIPTests/Cities", tests, into="Tests/")
    )


def mvvm_scene(tests: list[str]) -> list[Copy]:
    return (
        copies(MVVM_CITIES, ["CitiesViewModel", "CitiesState", "CitiesIntent", "CitiesNavigator"])
        + copies(MVVM_CITIES, ["CitiesSceneUseCase", "CitiesSceneUseCaseImplementation"])
        + copies(MVVM_CITIES, ["CitiesAssembler"])
        + copies("Sources/CitiesMVVM/Shared", ["CityRow", "CityRow+City"])
        + copies(
            "Sources/CitiesTestSupport/MVVM",
            ["CitiesNavigatorSpy"],
            into="TestDoubles/",
            add_origin_import=False,
        )
        + copies("Tests/CitiesMVVMTests/Cities", tests, into="Tests/")
    )


DOMAIN = ["CitiesDomain", "CitiesTestSupport", "KataSupport"]
# A pattern's scene takes its messages from the shared words, and so do its tests.
SCENE = ["CitiesDomain", "CitiesWords", "CitiesTestSupport", "KataSupport"]
USE_CASES = "Sources/CitiesDomain/UseCases"
PERSISTENCE = "Sources/CitiesData/Persistence"

EXERCISES = [
    Exercise(
        "01",
        "domain-use-cases",
        "implement",
        [
            Target(
                "Exercise01",
                "",
                DOMAIN,
                files=copies(f"{USE_CASES}/DisplayCities", ["DisplayCitiesUseCaseImplementation"])
                + copies(f"{USE_CASES}/DeleteCity", ["DeleteCityUseCaseImplementation"])
                + copies(f"{USE_CASES}/AddCity", ["AddCityUseCaseImplementation"])
                + copies(f"{USE_CASES}/SearchCities", ["SearchCitiesUseCaseImplementation"])
                + copies(f"{USE_CASES}/ShowWeather", ["ShowWeatherUseCaseImplementation"])
                + copies("Sources/CitiesDomain/Entities", ["String+TrimmingWhitespace"])
                + copies(
                    "Tests/CitiesDomainTests/UseCases",
                    [
                        "DisplayCitiesUseCaseTests",
                        "DeleteCityUseCaseTests",
                        "AddCityUseCaseTests",
                        "SearchCitiesUseCaseTests",
                        "ShowWeatherUseCaseTests",
                    ],
                    into="Tests/",
                ),
            )
        ],
        guards=["AddCityUseCaseTests/errorsAreReadable()"],
    ),
    Exercise(
        "02",
        "file-gateway",
        "implement",
        [
            Target(
                "Exercise02",
                "",
                ["CitiesDomain", "CitiesData", "CitiesTestSupport", "KataSupport"],
                files=copies(PERSISTENCE, ["FileCitiesGateway", "StoredCitiesFile", "StoredCity"])
                + copies(PERSISTENCE, ["StoredCity+City", "Array+SavedCities"])
                + copies(PERSISTENCE, ["CocoaError+NoSuchFile", "DecodingError+Reason"])
                + copies(PERSISTENCE, ["Error+FailureReason", "StoreFileLock"])
                + copies(
                    "Tests/CitiesDataTests/Persistence",
                    [
                        "CitiesGatewayContractTests",
                        "CitiesGatewayImplementation",
                        "FileCitiesGatewayTests",
                        "DamagedStoreContent",
                        "SavedCityFixtures",
                    ],
                    into="Tests/",
                ),
            )
        ],
        guards=["FileCitiesGatewayTests/errorDescriptions()"],
    ),
    Exercise(
        "03",
        "api-client-tests",
        "write-tests",
        [
            Target(
                "Exercise03",
                "",
                ["CitiesData", "CitiesTestSupport"],
                files=copies(
                    "Sources/CitiesData/API",
                    [
                        "URLSessionAPIClient",
                        "APIRequest+URL",
                        "APIClientError+URLError",
                        "APIClientError+DecodingError",
                        "ServiceErrorBody",
                    ],
                )
                + copies("Tests/CitiesDataTests/API", ["APIClientFixtures"], into="Tests/")
                + copies(
                    "Tests/CitiesDataTests/Support", ["Array+Only", "URLRequest+Components"],
                    into="Tests/",
                )
                + copies(
                    "Tests/CitiesDataTests/API",
                    [
                        "URLSessionAPIClientTests",
                        "URLSessionAPIClientFailureTests",
                        "URLSessionAPIClientDecodingTests",
                    ],
                    into="Tests/",
                    solution_only=True,
                ),
                handwritten=["Tests/URLSessionAPIClientTests.swift"],
            )
        ],
    ),
    Exercise(
        "04",
        "mvp-cities-presenter",
        "implement",
        [
            Target(
                "Exercise04",
                "",
                SCENE,
                owned_modules=["CitiesMVP"],
                files=mvp_scene(["CitiesPresenterTests"]),
            )
        ],
        guards=[
            "CitiesPresenterTests/selectingMissingRowIsIgnored()",
            "CitiesPresenterTests/presenterIsReleasedWithView()",
        ],
    ),
    Exercise(
        "05",
        "vip-cities-scene",
        "implement",
        [
            Target(
                "Exercise05",
                "",
                SCENE,
                owned_modules=["CitiesVIP"],
                files=vip_scene(
                    ["CitiesInteractorTests", "CitiesPresenterTests", "CitiesConfiguratorTests"]
                ),
            )
        ],
        guards=[
            "CitiesInteractorTests/deleteUnknownRowDoesNothing()",
            "CitiesInteractorTests/selectUnknownRowStoresNothing()",
            "CitiesInteractorTests/failedReloadEmptiesStore()",
            "CitiesConfiguratorTests/sceneIsReleasedWithView()",
        ],
    ),
    Exercise(
        "06",
        "mvvm-cities-view-model",
        "implement",
        [
            Target(
                "Exercise06",
                "",
                SCENE,
                owned_modules=["CitiesMVVM"],
                files=mvvm_scene(["CitiesViewModelTests", "CitiesWiringTests"]),
            )
        ],
        guards=[
            "CitiesWiringTests/listsThroughDisplayUseCase()",
            "CitiesWiringTests/deletesThroughDeleteUseCase()",
        ],
    ),
    Exercise(
        "07",
        "search-timing-tests",
        "write-tests",
        [
            Target(
                "Exercise07",
                "",
                ["CitiesDomain", "CitiesVIP", "CitiesTestSupport"],
                files=copies("Sources/CitiesVIP/AddCity", ["AddCityInteractor", "CitySearchWorker"])
                + copies(
                    "Tests/CitiesVIPTests/AddCity",
                    ["AddCitySearchTimingTests"],
                    into="Tests/",
                    solution_only=True,
                ),
                handwritten=["Tests/AddCitySearchTimingTests.swift"],
            )
        ],
    ),
    Exercise(
        "08",
        "change-request",
        "implement",
        [
            Target(
                "Exercise08MVP",
                "MVP",
                SCENE,
                owned_modules=["CitiesMVP"],
                files=mvp_scene(["CitiesPresenterTests", "CitiesTitleTests"]),
            ),
            Target(
                "Exercise08VIP",
                "VIP",
                SCENE,
                owned_modules=["CitiesVIP"],
                files=vip_scene(
                    ["CitiesPresenterTests", "CitiesConfiguratorTests", "CitiesTitleTests"]
                ),
            ),
            Target(
                "Exercise08MVVM",
                "MVVM",
                SCENE,
                owned_modules=["CitiesMVVM"],
                files=mvvm_scene(["CitiesViewModelTests", "CitiesTitleTests"]),
            ),
        ],
        # The scene's tests from exercises 4 to 6 pass on the starter and must keep passing: only
        # the title is new.
        guards=["CitiesPresenterTests/*", "CitiesConfiguratorTests/*", "CitiesViewModelTests/*"],
    ),
]


# MARK: - Blocks


@dataclass
class Block:
    number: str
    indent: str
    reference: list  # lines and nested blocks
    starter: list[str]  # uncommented starter lines


def parse(lines: list[str], path: str) -> list:
    """Turns a file's lines into plain lines and (nested) blocks."""
    root: list = []
    stack: list[tuple[Block, str]] = []  # the open blocks and which side is being read

    def current() -> list:
        if not stack:
            return root
        block, side = stack[-1]
        return block.reference if side == "reference" else block.starter

    for number, line in enumerate(lines, start=1):
        where = f"{path}:{number}"
        match = MARKER.match(line)
        if match:
            indent, word, exercise = match.groups()
            if word == "solution":
                if not exercise:
                    sys.exit(f"{where}: kata:solution needs an exercise number")
                if stack and stack[-1][1] == "starter":
                    sys.exit(f"{where}: a block cannot open inside a starter side")
                block = Block(exercise, indent, [], [])
                current().append(block)
                stack.append((block, "reference"))
            elif word == "starter":
                if not stack or stack[-1][1] != "reference":
                    sys.exit(f"{where}: kata:starter outside a block")
                stack[-1] = (stack[-1][0], "starter")
            else:
                if not stack:
                    sys.exit(f"{where}: kata:end without a block")
                stack.pop()
            continue
        if stack and stack[-1][1] == "starter":
            block = stack[-1][0]
            stripped = line.strip()
            if not stripped.startswith("//"):
                sys.exit(f"{where}: a starter line must be a comment: {line!r}")
            code = stripped[2:]
            code = code[1:] if code.startswith(" ") else code
            indent = line[: len(line) - len(line.lstrip())]
            block.starter.append(f"{indent}{code}" if code else "")
        else:
            current().append(line)
    if stack:
        sys.exit(f"{path}: a kata block is not closed")
    return root


def render(items: list, exercise: str, solution: bool) -> list[str]:
    lines: list[str] = []
    for item in items:
        if isinstance(item, str):
            lines.append(item)
        elif item.number < exercise or (item.number == exercise and solution):
            lines.extend(render(item.reference, exercise, solution))
        else:
            lines.extend(item.starter)
    return lines


def block_numbers(items: list) -> set[str]:
    numbers: set[str] = set()
    for item in items:
        if isinstance(item, Block):
            numbers.add(item.number)
            numbers |= block_numbers(item.reference)
    return numbers


def tidy(lines: list[str]) -> list[str]:
    """Drops the blank lines a removed block leaves doubled, or next to a brace."""
    result: list[str] = []
    for line in lines:
        if line == "" and (not result or result[-1] == "" or result[-1].endswith("{")):
            continue
        if line.strip().startswith("}") and result and result[-1] == "":
            result.pop()
        result.append(line)
    return result


# MARK: - Files


def origin_module(source: str) -> str | None:
    parts = source.split("/")
    if parts[0] == "Sources":
        return parts[1]
    return None


def adapt_imports(lines: list[str], copy: Copy, target: Target) -> list[str]:
    """Drops imports of the modules the target holds itself; adds those the copy now needs."""
    imports = {line.split()[1] for line in lines if line.startswith("import ")}
    body = [line for line in lines if not line.startswith("import ")]
    while body and body[0] == "":
        body.pop(0)
    imports -= set(target.owned_modules)
    origin = origin_module(copy.source)
    if copy.add_origin_import and origin and origin not in target.owned_modules:
        imports.add(origin)
    if any("KataError" in line for line in body):
        imports.add("KataSupport")
    heading = [f"// Made by scripts/kata.py from {copy.source}."]
    if imports:
        heading += [""] + [f"import {module}" for module in sorted(imports)]
    return heading + [""] + body


@dataclass
class Made:
    """What the generator makes of one copy: the starter's text and the solution's."""

    starter: str | None  # None for a solution-only file
    solution: str


def make(copy: Copy, target: Target, exercise: Exercise) -> Made:
    text = (ROOT / copy.source).read_text()
    items = parse(text.splitlines(), copy.source)

    def side(solution: bool) -> str:
        lines = render(items, exercise.number, solution)
        if block_numbers(items):
            lines = tidy(lines)
        lines = adapt_imports(lines, copy, target)
        return "\n".join(lines) + "\n"

    return Made(None if copy.solution_only else side(False), side(True))


def target_path(exercise: Exercise, target: Target) -> str:
    return f"{exercise.folder}/{target.folder}".rstrip("/")


def manifest() -> str:
    """The nested package's manifest, made from the table above so the two cannot disagree."""
    lines = [
        "// swift-tools-version: 6.2",
        "// Made by scripts/kata.py from its table of exercises; run it to change this file.",
        "import PackageDescription",
        "",
        "let package = Package(",
        '  name: "CitiesKataExercises",',
        "  platforms: [.macOS(.v15), .iOS(.v18)],",
        '  dependencies: [.package(name: "CitiesKata", path: "..")],',
        "  targets: [",
        '    .target(name: "KataSupport", path: "KataSupport"),',
    ]
    for exercise in EXERCISES:
        for target in exercise.targets:
            dependencies = [
                f'"{name}"' if name == "KataSupport" else f'.product(name: "{name}", package: "CitiesKata")'
                for name in target.dependencies
            ]
            exclude = ', exclude: ["README.md"]' if not target.folder else ""
            lines += ["    .testTarget(", f'      name: "{target.name}",', "      dependencies: ["]
            lines += [f"        {dependency}," for dependency in dependencies]
            lines += [
                "      ],",
                f'      path: "{target_path(exercise, target)}"{exclude},',
                '      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]',
                "    ),",
            ]
    lines += ["  ],", "  swiftLanguageModes: [.v6]", ")"]
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
                if made.starter != made.solution:
                    write(f"Solutions/{relative}", made.solution)
    return written


def handwritten_paths() -> set[Path]:
    paths = set()
    for exercise in EXERCISES:
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
    return found


def check_markers() -> list[str]:
    """Every block must belong to an exercise whose files include the file it is in."""
    problems = []
    files_of: dict[str, set[str]] = {}
    for exercise in EXERCISES:
        for target in exercise.targets:
            for copy in target.files:
                files_of.setdefault(exercise.number, set()).add(copy.source)
    for folder in ("Sources", "Tests"):
        for path in sorted((ROOT / folder).rglob("*.swift")):
            relative = str(path.relative_to(ROOT))
            text = path.read_text()
            if "kata:" not in text:
                continue
            for number in sorted(block_numbers(parse(text.splitlines(), relative))):
                if relative not in files_of.get(number, set()):
                    problems.append(f"{relative}: block of exercise {number}, not in its files")
    return problems


def check() -> int:
    problems = check_markers()
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


def write_generated() -> int:
    for top in ("Solutions",):
        shutil.rmtree(ROOT / top, ignore_errors=True)
    for path in managed_swift_files(ROOT) - handwritten_paths():
        (ROOT / path).unlink()
    written = generate(ROOT)
    print(f"Wrote {len(written)} files under Exercises/ and Solutions/.")
    return 0


def outcomes(xunit: str) -> dict[str, dict[str, bool]]:
    """Reads a Swift Testing xUnit file: for each test target, each test's id and whether it passed."""
    results: dict[str, dict[str, bool]] = {}
    for case in ElementTree.parse(xunit).iter("testcase"):
        module, suite = case.get("classname", "").split(".", 1)
        test = f"{suite}/{case.get('name')}"
        results.setdefault(module, {})[test] = case.find("failure") is None
    return results


def report(starter_xunit: str, solution_xunit: str, kills: str) -> int:
    """Prints the kata's table and fails unless every exercise is red on its starter as it should
    be, green on its solution, and its mutants are killed by the solution's tests and not by the
    starter's. `kills` holds lines `NN starter|solution KILLED TOTAL` from `Exercises/grade`."""
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
        red_column = f"{len(red)} of {len(before)}" if exercise.kind == "implement" else "graded by mutants"
        guard_column = str(len(guards)) if exercise.kind == "implement" else "-"
        print(
            f"| {exercise.folder} | {exercise.kind} | {len(after)} | {red_column} | {guard_column} "
            f"| {len(green)} of {len(after)} | {mutants or '-'} |"
        )
    for problem in problems:
        print(f"FAIL: {problem}")
    return 1 if problems else 0


def info() -> int:
    """One line per exercise: number, folder, kind, test targets, guards (comma-separated)."""
    for exercise in EXERCISES:
        targets = ",".join(target.name for target in exercise.targets)
        guards = ",".join(exercise.guards)
        print("\t".join([exercise.number, exercise.folder, exercise.kind, targets, guards]))
    return 0


def main() -> int:
    commands = {"generate": write_generated, "check": check, "info": info, "report": report}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print(__doc__)
        return 2
    return commands[sys.argv[1]](*sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
