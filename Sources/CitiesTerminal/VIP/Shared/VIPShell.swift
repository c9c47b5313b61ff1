import CitiesDomain
import CitiesVIP

/// The cities feature built with VIP (Clean Swift): terminal views, the interactor, presenter and
/// router the VIP configurators wire behind each, and the app's coordinator.
///
/// Give it use cases already traced with `.interactor` as their caller: in VIP the interactor is
/// the role that calls them.
@MainActor
public final class VIPShell: SceneFlowShell {
  /// Makes the shell, which shows nothing until `start()`; the clock times the search's pause.
  public init(dependencies: FeatureDependencies) {
    let (clock, traceLog) = (dependencies.clock, dependencies.traceLog)
    let navigation = PendingNavigation()
    let factory = VIPSceneFactory(
      citiesConfigurator: CitiesConfigurator(
        displayCitiesUseCase: dependencies.displayCitiesUseCase,
        deleteCityUseCase: dependencies.deleteCityUseCase,
        presenterDecorator: { TracingCitiesPresentationLogic($0, traceLog: traceLog) }),
      addCityConfigurator: AddCityConfigurator(
        searchCitiesUseCase: dependencies.searchCitiesUseCase,
        addCityUseCase: dependencies.addCityUseCase,
        clock: clock,
        presenterDecorator: { TracingAddCityPresentationLogic($0, traceLog: traceLog) }),
      cityWeatherConfigurator: CityWeatherConfigurator(
        showWeatherUseCase: dependencies.showWeatherUseCase,
        presenterDecorator: { TracingCityWeatherPresentationLogic($0, traceLog: traceLog) }),
      coordinator: VIPTerminalCoordinator(navigation: navigation),
      traceLog: traceLog
    )
    super.init(patternName: "VIP", navigation: navigation, factory: factory)
  }
}
