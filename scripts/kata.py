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

import difflib
import filecmp
import fnmatch
import functools
import re
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


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
    """One test target of the nested package: an exercise's code and its tests, one module."""

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
CONFORMANCE = "Tests/CitiesConformanceTests"
# The base class the copied spies record through; copied so a starter's spies build on their own.
RECORDING = copies(
    "Sources/CitiesTestSupport/Recording", ["MessageSpy"], into="TestDoubles/", add_origin_import=False
)


def doubles(folder: str, names: list[str]) -> list[Copy]:
    """A pattern's test doubles, copied beside the exercise's scene so that they conform to its own
    protocols. They record through the copy of MessageSpy beside them (RECORDING), not through the
    shared test support's, whose `record` only the root package may call."""
    return copies(
        folder, names, into="TestDoubles/", add_origin_import=False,
        dropped_imports=["CitiesTestSupport"],
    )


def mvp_scene(tests: list[str]) -> list[Copy]:
    return (
        copies(MVP_CITIES, ["CitiesPresenterImplementation", "CitiesPresenter", "CitiesView"])
        + copies(MVP_CITIES, ["CitiesRouter", "CitiesConfigurator"])
        + copies("Sources/CitiesMVP/Shared", ["City+Subtitle", "CityCellView"])
        + doubles("Sources/CitiesMVPTestSupport/Cities", ["CitiesViewSpy", "CitiesRouterSpy"])
        + doubles("Sources/CitiesMVPTestSupport/Shared", ["CityCellViewSpy", "CellViewSpy"])
        + RECORDING
        + copies("Tests/CitiesMVPTests/Cities", tests, into="Tests/")
    )


def vip_scene(tests: list[str]) -> list[Copy]:
    return (
        copies(VIP_CITIES, ["CitiesInteractor", "CitiesPresenter", "CitiesModels"])
        + copies(VIP_CITIES, ["CitiesDisplayLogic", "CitiesRouter", "CitiesConfigurator"])
        + copies("Sources/CitiesVIP/Shared", ["CityRowViewModel"])
        + doubles(
            "Sources/CitiesVIPTestSupport/Cities",
            ["CitiesDisplayLogicSpy", "CitiesPresentationLogicSpy", "CitiesCoordinatorSpy"],
        )
        + RECORDING
        + copies("Tests/CitiesVIPTests/Cities", tests, into="Tests/")
    )


def viper_cities_list_spec() -> list[Copy]:
    """VIPER's saved-cities module and the saved-list stories that hold it to the other patterns:
    the spec (any pattern's list driver plugs into it), then VIPER's driver and screen reader."""
    return (
        copies(
            "Sources/CitiesVIPER/Cities",
            ["CitiesView", "CitiesPresenter", "CitiesInteractor", "CitiesRouter", "CitiesModuleBuilder"],
        )
        + copies(
            "Sources/CitiesVIPER/Shared",
            ["AppRouter", "AppNavigator", "CityListItem"],
        )
        + doubles("Sources/CitiesVIPERTestSupport/Cities", ["CitiesViewSpy"])
        + doubles("Sources/CitiesVIPERTestSupport/Shared", ["AppNavigatorSpy"])
        + RECORDING
        + copies(f"{CONFORMANCE}/Stories", ["CitiesListStory", "CitiesListOutcome"], into="Tests/Spec/")
        + copies(f"{CONFORMANCE}/Drivers", ["CitiesListDriver"], into="Tests/Spec/")
        + copies(f"{CONFORMANCE}/World", ["World", "Fixtures", "ReadWatchingCitiesGateway"], into="Tests/Spec/")
        + copies(
            f"{CONFORMANCE}/Screens",
            ["ShownScreen", "ShownState", "ShownScreen+TestDescription", "Navigation"],
            into="Tests/Spec/",
        )
        + copies(f"{CONFORMANCE}/Drivers", ["VIPERCitiesListDriver"], into="Tests/VIPER/")
        + copies(f"{CONFORMANCE}/Screens", ["ShownScreen+VIPERCities"], into="Tests/VIPER/")
        + copies(CONFORMANCE, ["CitiesListStoryTests"], into="Tests/")
    )


def mvvm_scene(tests: list[str]) -> list[Copy]:
    return (
        copies(MVVM_CITIES, ["CitiesViewModel", "CitiesState", "CitiesIntent", "CitiesNavigator"])
        + copies(MVVM_CITIES, ["CitiesSceneUseCase", "CitiesSceneUseCaseImplementation"])
        + copies(MVVM_CITIES, ["CitiesAssembler"])
        + copies("Sources/CitiesMVVM/Shared", ["CityRow"])
        + doubles("Sources/CitiesMVVMTestSupport/Cities", ["CitiesNavigatorSpy"])
        + doubles("Sources/CitiesMVVMTestSupport/Shared", ["ObservationSpy"])
        + RECORDING
        + copies("Tests/CitiesMVVMTests/Cities", tests, into="Tests/")
    )


# What each kind of exercise builds on: products of the root package, and KataSupport, the nested
# package's own target that holds `KataError`. The manifest is made from these lists, in their
# order, so giving every exercise of a kind a new product (a target of shared words, say) is one
# name added here. Only the API client's tests compile the network doubles, and only the search
# timing tests, which use the reference's VIP scene, compile a pattern and its doubles: the pattern
# exercises carry their own scene and doubles (`.ci/check-layout` holds the manifest to this).
DOMAIN_DEPENDENCIES = ["CitiesDomain", "CitiesTestSupport", "KataSupport"]
DATA_DEPENDENCIES = ["CitiesDomain", "CitiesData", "CitiesTestSupport", "KataSupport"]
API_TESTS_DEPENDENCIES = ["CitiesData", "CitiesNetworkTestSupport"]
PATTERN_DEPENDENCIES = ["CitiesDomain", "CitiesPresentationWords", "CitiesTestSupport", "KataSupport"]
SEARCH_TESTS_DEPENDENCIES = ["CitiesDomain", "CitiesVIP", "CitiesVIPTestSupport", "CitiesTestSupport"]
# The exhaustive tests of Redux's search, on the reference's store and test store.
REDUX_TESTS_DEPENDENCIES = [
    "CitiesDomain", "CitiesPresentationWords", "CitiesRedux", "CitiesReduxTestSupport",
    "CitiesTestSupport",
]
# A pattern of your own: the saved list, held to the stories every pattern passes.
PATTERN_SPEC_DEPENDENCIES = [
    "CitiesDomain", "CitiesData", "CitiesPresentationWords", "CitiesTestSupport", "KataSupport"
]
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
                DOMAIN_DEPENDENCIES,
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
    ),
    Exercise(
        "02",
        "file-gateway",
        "implement",
        [
            Target(
                "Exercise02",
                "",
                DATA_DEPENDENCIES,
                # The gateway alone: the format, the lock, the reader and the atomic writer it puts
                # together come from CitiesData, as the exercise is the gateway, not the file.
                files=copies(PERSISTENCE, ["FileCitiesGateway"])
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
                API_TESTS_DEPENDENCIES,
                files=copies(
                    "Sources/CitiesData/API",
                    [
                        "URLSessionAPIClient",
                        "HTTPExchange",
                        "TimeLimit",
                        "APIRequest+URL",
                        "APIClientError+URLError",
                        "APIClientError+DecodingError",
                        "ServiceErrorBody",
                        "ServerText",
                        "URL+ServiceName",
                        "ImmediateOperationQueue",
                    ],
                )
                + copies("Sources/CitiesData/OpenMeteo/Entities", ["UnexpectedFormat"])
                + copies("Sources/CitiesData/JSON", ["JSONKind", "Array+JSONPath"])
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
                PATTERN_DEPENDENCIES,
                owned_modules=["CitiesMVP"],
                files=mvp_scene(["CitiesPresenterTests", "CitiesFailureReasonTests"]),
            )
        ],
        guards=[
            "CitiesPresenterTests/selectingMissingRowIsIgnored()",
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
                PATTERN_DEPENDENCIES,
                owned_modules=["CitiesVIP"],
                files=vip_scene(
                    [
                        "CitiesInteractorTests",
                        "CitiesPresenterTests",
                        "CitiesConfiguratorTests",
                        "CitiesFailureReasonTests",
                    ]
                ),
            )
        ],
        guards=[
            "CitiesInteractorTests/deleteUnknownRowDoesNothing()",
            "CitiesInteractorTests/selectUnknownRowStoresNothing()",
            "CitiesInteractorTests/failedReloadEmptiesStore()",
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
                PATTERN_DEPENDENCIES,
                owned_modules=["CitiesMVVM"],
                files=mvvm_scene(
                    ["CitiesViewModelTests", "CitiesWiringTests", "CitiesFailureReasonTests"]
                ),
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
                SEARCH_TESTS_DEPENDENCIES,
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
                PATTERN_DEPENDENCIES,
                owned_modules=["CitiesMVP"],
                files=mvp_scene(["CitiesPresenterTests", "CitiesTitleTests"]),
            ),
            Target(
                "Exercise08VIP",
                "VIP",
                PATTERN_DEPENDENCIES,
                owned_modules=["CitiesVIP"],
                files=vip_scene(
                    ["CitiesPresenterTests", "CitiesConfiguratorTests", "CitiesTitleTests"]
                ),
            ),
            Target(
                "Exercise08MVVM",
                "MVVM",
                PATTERN_DEPENDENCIES,
                owned_modules=["CitiesMVVM"],
                files=mvvm_scene(["CitiesViewModelTests", "CitiesTitleTests"]),
            ),
        ],
        # The scene's tests from exercises 4 to 6 pass on the starter and must keep passing: only
        # the title is new.
        guards=["CitiesPresenterTests/*", "CitiesConfiguratorTests/*", "CitiesViewModelTests/*"],
    ),
    Exercise(
        "09",
        "pattern-of-your-own",
        "implement",
        [
            Target(
                "Exercise09",
                "",
                PATTERN_SPEC_DEPENDENCIES,
                # The list of patterns is the exercise's own, where the learner's is the only case.
                owned_modules=["CitiesVIPER", "CitiesPatternList"],
                files=viper_cities_list_spec(),
                # Where a pattern plugs into the spec: the reference's list names every pattern.
                handwritten=["Tests/PatternKind.swift"],
            )
        ],
    ),
    Exercise(
        "10",
        "every-change-asserted",
        "write-tests",
        [
            Target(
                "Exercise10",
                "",
                REDUX_TESTS_DEPENDENCIES,
                files=copies(
                    "Sources/CitiesRedux/AddCity",
                    ["AddCityReducer", "AddCityEffects"],
                )
                + copies("Tests/CitiesReduxTests/Shared", ["Fixtures"], into="Tests/")
                + copies(
                    "Tests/CitiesReduxTests/AddCity",
                    ["AddCityReducerTests"],
                    into="Tests/",
                    solution_only=True,
                ),
                handwritten=["Tests/AddCityReducerTests.swift"],
            )
        ],
    ),
]


# MARK: - Holes


NOTES = ROOT / "Exercises" / ".kata"
# The variable `Exercises/kata` sets to the exercise it builds; the manifest then holds that one.
EXERCISE_VARIABLE = "CITIES_KATA_EXERCISE"
STARTERS = "Exercises/.starters"  # every exercise's files as they start, for `Exercises/kata reset`
SPAN_KEYS = ("body", "line", "whole", "from")
HOLE_KEYS = ("file", "in", "through", "starter") + SPAN_KEYS
EXERCISE_KEYS = ("exercise", "title", "hint", "tests", "edit")
STRING_START = re.compile(r'#*(?:"""|")')


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
    return {exercise.number: read_notes(exercise.number) for exercise in EXERCISES}


def bracket_depths(lines: list[str]) -> tuple[list[int], list[str]]:
    """For each line, how many brackets are open at its end, and the last character of its code.

    Only code counts, not comments or strings (raw, multi-line and interpolated ones included), so
    a brace in a message or a comment cannot end a body early.
    """
    text = "\n".join(lines) + "\n"
    depths: list[int] = []
    last_code: list[str] = []
    depth, last = 0, ""
    # What is being read, innermost last: ["line comment"], ["block comment"],
    # ["string", hashes, multi-line], ["interpolation", parentheses open]; nothing means code.
    contexts: list[list] = []
    index = 0
    while index < len(text):
        char = text[index]
        context = contexts[-1] if contexts else ["code"]
        if char == "\n":
            if context[0] == "line comment":
                contexts.pop()
            depths.append(depth)
            last_code.append(last)
            last = ""
            index += 1
        elif context[0] == "line comment":
            index += 1
        elif context[0] == "block comment":
            if text.startswith("/*", index):
                contexts.append(["block comment"])
            elif text.startswith("*/", index):
                contexts.pop()
            index += 2 if text.startswith(("/*", "*/"), index) else 1
        elif context[0] == "string":
            hashes = "#" * context[1]
            closing = ('"""' if context[2] else '"') + hashes
            if char == "\\" and text.startswith(hashes, index + 1):
                after = index + 1 + len(hashes)
                if text.startswith("(", after):
                    contexts.append(["interpolation", 0])
                # An escaped character is skipped, except a line break, which still ends a line.
                index = after + (1 if text.startswith("(", after) or text[after] != "\n" else 0)
            elif text.startswith(closing, index):
                contexts.pop()
                index += len(closing)
                last = '"' if not contexts else last
            else:
                index += 1
        elif text.startswith(("//", "/*"), index):
            contexts.append(["line comment" if text[index + 1] == "/" else "block comment"])
            index += 2
        elif quote := STRING_START.match(text, index):
            contexts.append(["string", quote.group().count("#"), quote.group().endswith('"""')])
            index = quote.end()
        elif context[0] == "interpolation":
            if char == "(":
                context[1] += 1
            elif char == ")" and context[1] == 0:
                contexts.pop()
            elif char == ")":
                context[1] -= 1
            index += 1
        else:
            depth += 1 if char in "([{" else -1 if char in ")]}" else 0
            last = last if char.isspace() else char
            index += 1
    return depths, last_code


class Reference:
    """One file of the reference, read once, with the shape of its brackets."""

    def __init__(self, path: str):
        self.path = path
        self.lines = (ROOT / path).read_text().splitlines()
        self.depths, self.last_code = bracket_depths(self.lines)

    def depth_before(self, index: int) -> int:
        return self.depths[index - 1] if index else 0

    def find(self, hole: Hole, key: str, anchor: str, region: tuple[int, int], within: str) -> int:
        """The one line of the region that reads `anchor`, leading and trailing blanks aside."""
        matches = [i for i in range(*region) if self.lines[i].strip() == anchor]
        if not matches:
            nearest = difflib.get_close_matches(
                anchor, [self.lines[i].strip() for i in range(*region)], n=1, cutoff=0.6
            )
            guess = f'; the nearest line reads "{nearest[0]}"' if nearest else ""
            raise hole.error(f"its '{key}:' anchor matches no line{within}: \"{anchor}\"{guess}")
        if len(matches) > 1:
            numbers = ", ".join(str(i + 1) for i in matches)
            raise hole.error(
                f"its '{key}:' anchor matches {len(matches)} lines{within} (lines {numbers}): "
                f"\"{anchor}\"; add an 'in:' line to tell them apart"
            )
        return matches[0]

    def end(self, hole: Hole, key: str, index: int) -> int:
        """The line that closes every bracket the line at `index` opens: itself if it opens none."""
        floor = self.depth_before(index)
        if self.depths[index] < floor:
            raise hole.error(f"line {index + 1}, of '{key}:', closes a bracket it did not open")
        for later in range(index, len(self.lines)):
            if self.depths[later] <= floor:
                return later
        raise hole.error(f"the brackets that line {index + 1}, of '{key}:', opens never close")

    def body(self, hole: Hole, key: str, index: int) -> tuple[int, int]:
        """The lines inside the braces of the declaration at `index`, whose signature may run over
        several lines; the closing brace must start a line of its own."""
        floor = self.depth_before(index)
        opening = index
        while not (self.last_code[opening] == "{" and self.depths[opening] == floor + 1):
            if self.depths[opening] <= floor or opening + 1 == len(self.lines):
                raise hole.error(
                    f"line {index + 1}, of '{key}:', opens no body: no line of its declaration "
                    "ends with '{'"
                )
            opening += 1
        closing = self.end(hole, key, index)
        if self.depths[closing] != floor or not self.lines[closing].strip().startswith("}"):
            raise hole.error(
                f"the body that line {index + 1}, of '{key}:', opens does not end with a '}}' "
                f"that starts line {closing + 1}"
            )
        return opening + 1, closing

    def whole(self, hole: Hole, key: str, index: int, top: int) -> tuple[int, int]:
        """The declaration or statement at `index`, with the comment and attribute lines right
        above it (not above `top`), through the line that closes its brackets."""
        start = index
        while start > top and self.lines[start - 1].strip().startswith(("//", "@")):
            start -= 1
        return start, self.end(hole, key, index) + 1

    def locate(self, hole: Hole) -> tuple[int, int, str]:
        """Where the hole lies, as a range of line indices, and the indentation of its starter."""
        region, within = (0, len(self.lines)), ""
        for scope in hole.scopes:
            index = self.find(hole, "in", scope, region, within)
            region, within = self.body(hole, "in", index), f' in the body of "in: {scope}"'
        index = self.find(hole, hole.kind, hole.anchor, region, within)
        indentation = leading_blanks(self.lines[index])
        if hole.kind == "line":
            return index, index + 1, indentation
        if hole.kind == "body":
            start, end = self.body(hole, "body", index)
            first = next((line for line in self.lines[start:end] if line.strip()), None)
            return start, end, leading_blanks(first) if first else indentation + "  "
        if hole.kind == "whole":
            return *self.whole(hole, "whole", index, region[0]), indentation
        last = self.find(hole, "through", hole.through, region, within)
        if last <= index:
            raise hole.error(f"'through:' (line {last + 1}) is above 'from:' (line {index + 1})")
        start = self.whole(hole, "from", index, region[0])[0]
        return start, self.whole(hole, "through", last, region[0])[1], indentation


def leading_blanks(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


@dataclass
class Span:
    """Where a hole lies in its file, with the holes that lie inside it."""

    hole: Hole
    start: int
    end: int  # exclusive
    starter: list[str]  # the hole's starter lines, indented as the lines they stand for
    inner: list[Span] = field(default_factory=list)


@functools.cache
def reference_and_spans(source: str) -> tuple[Reference, list[Span]]:
    """A file of the reference and the holes of every exercise in it, nested as they lie."""
    reference = Reference(source)
    spans = []
    for notes in all_notes().values():
        for hole in notes.holes:
            if hole.file == source:
                start, end, indentation = reference.locate(hole)
                starter = [f"{indentation}{line}" if line else "" for line in hole.starter]
                spans.append(Span(hole, start, end, starter))
    spans.sort(key=lambda span: (span.start, -span.end))
    outermost: list[Span] = []
    open_spans: list[Span] = []
    for span in spans:
        while open_spans and span.start >= open_spans[-1].end:
            open_spans.pop()
        if open_spans:
            around = open_spans[-1]
            if span.end > around.end or (span.start, span.end) == (around.start, around.end):
                raise span.hole.error(
                    f"its lines {span.start + 1}-{span.end} and those of hole {around.hole.name} "
                    f"of exercise {around.hole.exercise} ({around.start + 1}-{around.end}) "
                    "overlap; holes must nest or stay apart"
                )
            around.inner.append(span)
        else:
            outermost.append(span)
        open_spans.append(span)
    return reference, outermost


def render(
    lines: list[str], spans: list[Span], start: int, end: int, exercise: str, solution: bool
) -> list[str]:
    """The lines from `start` to `end` as exercise K shows them. A hole of exercise N shows the
    reference, with the holes inside it applied, when N < K (solved by now) or when N == K in the
    solution; otherwise it shows its starter (N == K in the exercise, or N > K: a later change
    request has not happened yet)."""
    shown: list[str] = []
    for span in spans:
        shown += lines[start : span.start]
        number = span.hole.exercise
        if number < exercise or (number == exercise and solution):
            shown += render(lines, span.inner, span.start, span.end, exercise, solution)
        else:
            shown += span.starter
        start = span.end
    return shown + lines[start:end]


def tidy(lines: list[str]) -> list[str]:
    """Drops the blank lines a removed hole leaves doubled, or next to a brace."""
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
    # A target that owns a pattern's scene carries that pattern's doubles too (see `doubles`).
    imports -= set(target.owned_modules) | {f"{module}TestSupport" for module in target.owned_modules}
    imports -= set(copy.dropped_imports)
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
    reference, spans = reference_and_spans(copy.source)

    def side(solution: bool) -> str:
        lines = render(reference.lines, spans, 0, len(reference.lines), exercise.number, solution)
        if spans:
            lines = tidy(lines)
        lines = adapt_imports(lines, copy, target)
        for name, stand_in in target.stand_ins.items():
            lines = [re.sub(rf"\b{name}\b", stand_in, line) for line in lines]
        return "\n".join(lines) + "\n"

    return Made(None if copy.solution_only else side(False), side(True))


def target_path(exercise: Exercise, target: Target) -> str:
    return f"{exercise.folder}/{target.folder}".rstrip("/")


def manifest() -> str:
    """The nested package's manifest, made from the table above so the two cannot disagree."""
    lines = [
        "// swift-tools-version: 6.3",
        "// Made by scripts/kata.py from its table of exercises; run it to change this file.",
        "import PackageDescription",
        "",
        "/// One test target per exercise (exercise 8 has one per pattern): its code and its tests.",
        "let exercises: [Target] = [",
    ]
    for exercise in EXERCISES:
        for target in exercise.targets:
            dependencies = [
                f'"{name}"' if name == "KataSupport" else f'.product(name: "{name}", package: "CitiesKata")'
                for name in target.dependencies
            ]
            exclude = ', exclude: ["README.md"]' if not target.folder else ""
            lines += ["  .testTarget(", f'    name: "{target.name}",', "    dependencies: ["]
            lines += [f"      {dependency}," for dependency in dependencies]
            lines += [
                "    ],",
                f'    path: "{target_path(exercise, target)}"{exclude},',
                '    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]',
                "  ),",
            ]
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


def write_generated() -> int:
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
    try:
        return commands[sys.argv[1]](*sys.argv[2:])
    except HoleError as error:
        print(f"FAIL: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
