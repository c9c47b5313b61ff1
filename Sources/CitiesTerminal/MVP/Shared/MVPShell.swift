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
  public init(dependencies: FeatureDependencies) {
    let (clock, traceLog) = (dependencies.clock, dependencies.traceLog)
    let navigation = PendingNavigation()
    let factory = MVPSceneFactory(
      citiesConfigurator: CitiesConfigurator(
        displayCitiesUseCase: dependencies.displayCitiesUseCase,
        deleteCityUseCase: dependencies.deleteCityUseCase),
      addCityConfigurator: AddCityConfigurator(
        searchCitiesUseCase: dependencies.searchCitiesUseCase,
        addCityUseCase: dependencies.addCityUseCase, clock: clock),
      cityWeatherConfigurator: CityWeatherConfigurator(
        showWeatherUseCase: dependencies.showWeatherUseCase),
      router: MVPTerminalRouter(navigation: navigation),
      traceLog: traceLog
    )
    super.init(patternName: "MVP", navigation: navigation, factory: factory)
  }
}
