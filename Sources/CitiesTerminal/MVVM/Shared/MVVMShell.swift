import CitiesDomain
import CitiesMVVM

/// The cities feature built with MVVM: terminal views that observe the view models the MVVM
/// assemblers make, and the app's navigator.
///
/// Give it use cases already traced with `.viewModel` as their caller: in MVVM the view model
/// calls them, through its scene's use case facade.
@MainActor
public final class MVVMShell: SceneFlowShell {
  /// Makes the shell, which shows nothing until `start()`; the clock times the search's pause.
  public init(dependencies: FeatureDependencies) {
    let (clock, traceLog) = (dependencies.clock, dependencies.traceLog)
    let navigation = PendingNavigation()
    let factory = MVVMSceneFactory(
      citiesAssembler: CitiesAssembler(
        displayCities: dependencies.displayCitiesUseCase, deleteCity: dependencies.deleteCityUseCase
      ),
      addCityAssembler: AddCityAssembler(
        searchCities: dependencies.searchCitiesUseCase, addCity: dependencies.addCityUseCase,
        clock: clock),
      cityWeatherAssembler: CityWeatherAssembler(showWeather: dependencies.showWeatherUseCase),
      navigator: MVVMTerminalNavigator(navigation: navigation),
      traceLog: traceLog
    )
    super.init(patternName: "MVVM", navigation: navigation, factory: factory)
  }
}
