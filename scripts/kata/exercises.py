"""Every exercise of the kata, in one table: what each copies from the reference, what it builds
on, and which of its tests pass on the starter by design.

This module is the one place to add an exercise or to change what one copies; the generator, the
checker, the grader and `info` all read `EXERCISES`. The pattern scenes that several exercises
copy are listed in `scenes.py`. An exercise's holes, title and hints are not here but in
`Exercises/.kata/NN.txt` (see `notes.py`).
"""

from __future__ import annotations

from .model import Exercise, Target, copies
from .scenes import mvp_scene, mvvm_scene, vip_scene, viper_cities_list_spec

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
                files=mvp_scene(
                    [
                        "CitiesPresenterTests",
                        "CitiesUndoTests",
                        "CitiesFailureReasonTests",
                    ]
                ),
            )
        ],
        guards=[
            "CitiesPresenterTests/selectingMissingRowIsIgnored()",
            "CitiesUndoTests/anotherIntentEndsTheOffer(intent:)",
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
                        "CitiesUndoTests",
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
            "CitiesUndoTests/otherRequestsEndTheOffer(request:)",
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
                    [
                        "CitiesViewModelTests",
                        "CitiesUndoTests",
                        "CitiesWiringTests",
                        "CitiesFailureReasonTests",
                    ]
                ),
            )
        ],
        guards=[
            "CitiesWiringTests/listsThroughDisplayUseCase()",
            "CitiesWiringTests/deletesThroughDeleteUseCase()",
            "CitiesWiringTests/restoresThroughRestoreUseCase()",
            "CitiesUndoTests/otherInputEndsOffer(input:)",
            "CitiesUndoTests/failedDeleteOffersNothing()",
            "CitiesUndoTests/failedDeleteEndsEarlierOffer()",
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
                    ["AddCityReducer"],
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

