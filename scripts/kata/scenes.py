"""The files a pattern exercise copies: a scene of the reference with its contracts, its test
doubles and the tests given with it.

A pattern exercise carries its whole scene, so nothing in it changes when the reference moves on,
and its doubles are copied beside the scene so that they conform to the exercise's own protocols.
Several exercises copy the same scene with different tests (the change request copies every
pattern's scene again), which is why these lists are functions of the tests. `exercises.py` uses
them in its table.
"""

from __future__ import annotations

from .model import Copy, copies

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
    """MVP's saved-cities scene, its doubles and the given test files `tests`."""
    return (
        copies(MVP_CITIES, ["CitiesPresenterImplementation", "CitiesPresenter", "CitiesView"])
        + copies(MVP_CITIES, ["CitiesRouter", "CitiesConfigurator", "CitiesListOrderSetting"])
        + copies("Sources/CitiesMVP/Shared", ["City+Subtitle", "CityCellView"])
        + doubles("Sources/CitiesMVPTestSupport/Cities", ["CitiesViewSpy", "CitiesRouterSpy"])
        + doubles("Sources/CitiesMVPTestSupport/Shared", ["CityCellViewSpy", "CellViewSpy"])
        + RECORDING
        + copies("Tests/CitiesMVPTests/Cities", tests, into="Tests/")
    )


def vip_scene(tests: list[str]) -> list[Copy]:
    """VIP's saved-cities scene, its doubles and the given test files `tests`."""
    return (
        copies(VIP_CITIES, ["CitiesInteractor", "CitiesPresenter", "CitiesModels"])
        + copies(VIP_CITIES, ["CitiesDisplayLogic", "CitiesDataStore", "CitiesRouter"])
        + copies(VIP_CITIES, ["CitiesConfigurator"])
        # The router fills the weather scene's data store and hands the app the scenes it makes.
        + copies("Sources/CitiesVIP/Shared", ["Scenes"])
        + copies("Sources/CitiesVIP/AddCity", ["AddCityDataStore"])
        + copies("Sources/CitiesVIP/CityWeather", ["CityWeatherDataStore"])
        + doubles(
            "Sources/CitiesVIPTestSupport/Cities",
            ["CitiesDisplayLogicSpy", "CitiesPresentationLogicSpy", "CitiesDestinationsSpy"],
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
            [
                "CitiesView", "CitiesDisplayData", "CitiesPresenter", "CitiesInteractor",
                "CitiesWireframe", "CitiesModuleBuilder", "CitiesListOrderStore",
            ],
        )
        # The list presents the other modules through their wireframes, so they come whole.
        + copies(
            "Sources/CitiesVIPER/AddCity",
            [
                "AddCityView", "AddCityPresenter", "AddCityInteractor", "AddCityWireframe",
                "AddCityModuleBuilder", "AddCityModuleDelegate", "CitySearchOutcome",
            ],
        )
        + copies(
            "Sources/CitiesVIPER/CityWeather",
            [
                "CityWeatherView", "CityWeatherPresenter", "CityWeatherInteractor",
                "CityWeatherWireframe", "CityWeatherModuleBuilder", "CityWeatherModuleDelegate",
            ],
        )
        + copies("Sources/CitiesVIPER/Shared", ["RootWireframe", "CityDisplayItem"])
        + doubles(
            "Sources/CitiesVIPERTestSupport/Cities", ["CitiesViewSpy", "CitiesWireframeInputSpy"]
        )
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
    """MVVM's saved-cities scene, its doubles and the given test files `tests`."""
    return (
        copies(MVVM_CITIES, ["CitiesViewModel", "CitiesState", "CitiesNavigator"])
        + copies(MVVM_CITIES, ["CitiesSceneUseCase", "CitiesSceneUseCaseImplementation"])
        + copies(MVVM_CITIES, ["CitiesAssembler", "CitiesListSettings"])
        + copies("Sources/CitiesMVVM/Shared", ["CityItemViewModel"])
        + doubles("Sources/CitiesMVVMTestSupport/Cities", ["CitiesNavigatorSpy", "CitiesSceneUseCaseSpy"])
        + doubles("Sources/CitiesMVVMTestSupport/Shared", ["ObservationSpy"])
        + RECORDING
        + copies("Tests/CitiesMVVMTests/Cities", tests, into="Tests/")
    )
