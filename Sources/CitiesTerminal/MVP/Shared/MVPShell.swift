import CitiesDomain
import CitiesMVP

/// The cities feature built with MVP: passive terminal views, the presenters the MVP configurators
/// make for them, and the app's router.
///
/// Give it use cases already traced with `.presenter` as their caller: in MVP the presenter is the
/// role that calls them.
@MainActor
public final class MVPShell: SceneFlowShell {
  /// Makes the shell, which shows nothing until `start()`; the clock times the search's pause.
  public init(
    displayCitiesUseCase: any DisplayCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    searchCitiesUseCase: any SearchCitiesUseCase,
    showWeatherUseCase: any ShowWeatherUseCase,
    clock: any Clock<Duration>,
    traceLog: TraceLog
  ) {
    let navigation = PendingNavigation()
    let factory = MVPSceneFactory(
      citiesConfigurator: CitiesConfigurator(
        displayCitiesUseCase: displayCitiesUseCase, deleteCityUseCase: deleteCityUseCase),
      addCityConfigurator: AddCityConfigurator(
        searchCitiesUseCase: searchCitiesUseCase, addCityUseCase: addCityUseCase, clock: clock),
      cityWeatherConfigurator: CityWeatherConfigurator(showWeatherUseCase: showWeatherUseCase),
      router: MVPTerminalRouter(navigation: navigation),
      traceLog: traceLog
    )
    super.init(patternName: "MVP", navigation: navigation, factory: factory)
  }
}
