import CitiesApp
import CitiesData
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

extension PatternKind: CustomTestStringConvertible {
  public var testDescription: String { displayName }

  /// The role that calls the use cases in the pattern.
  var useCaseCaller: TraceRole {
    switch self {
    case .mvp: .presenter
    case .vip: .interactor
    case .mvvm: .viewModel
    case .viper: .interactor
    case .redux: TraceRole("Effect")
    }
  }

  /// What the pattern's shell traces in each journey `ShellTraceTests` plays.
  var expectedTraces: ShellTraces {
    switch self {
    case .mvp: .mvp
    case .vip: .vip
    case .mvvm: .mvvm
    case .viper: .viper
    case .redux: .redux
    }
  }

  /// Makes the pattern's shell as the app's composition root does, on the given use cases (whose
  /// gateways are not traced, so a trace shows the pattern's hops and its use cases only).
  @MainActor
  func makeShell(
    _ useCases: ShellUseCases = ShellUseCases(), traceLog: TraceLog? = nil
  ) -> any FeatureShell {
    var dependencies = FeatureDependencies(
      citiesGateway: InMemoryCitiesGateway(), citySearchGateway: SampleCitySearchGateway(),
      weatherGateway: SampleWeatherGateway(), clock: InstantClock(), traceLog: traceLog)
    dependencies.displayCitiesUseCase = useCases.displayCities
    dependencies.addCityUseCase = useCases.addCity
    dependencies.deleteCityUseCase = useCases.deleteCity
    dependencies.searchCitiesUseCase = useCases.searchCities
    dependencies.showWeatherUseCase = useCases.showWeather
    return CitiesComposition().makeShell(for: self, on: dependencies)
  }
}
