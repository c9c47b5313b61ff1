import CitiesApp
import CitiesData
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

/// Every pattern's shell, so that one test can tell the same story to each.
enum ShellKind: String, CaseIterable, CustomTestStringConvertible {
  case mvp = "MVP"
  case vip = "VIP"
  case mvvm = "MVVM"
  case viper = "VIPER"

  var testDescription: String { rawValue }

  /// The pattern the shell runs.
  var pattern: PatternKind {
    switch self {
    case .mvp: .mvp
    case .vip: .vip
    case .mvvm: .mvvm
    case .viper: .viper
    }
  }

  /// The role that calls the use cases in the pattern.
  var useCaseCaller: TraceRole {
    switch self {
    case .mvp: .presenter
    case .vip: .interactor
    case .mvvm: .viewModel
    case .viper: .interactor
    }
  }

  /// Makes the shell as the app's composition root does, on the given use cases (whose gateways
  /// are not traced, so a trace shows the pattern's hops and its use cases only).
  @MainActor
  func makeShell(
    _ useCases: ShellUseCases = ShellUseCases(), traceLog: TraceLog = TraceLog()
  ) -> any FeatureShell {
    var dependencies = FeatureDependencies(
      citiesGateway: InMemoryCitiesGateway(), citySearchGateway: SampleCitySearchGateway(),
      weatherGateway: SampleWeatherGateway(), clock: InstantClock(), traceLog: traceLog)
    dependencies.displayCitiesUseCase = useCases.displayCities
    dependencies.addCityUseCase = useCases.addCity
    dependencies.deleteCityUseCase = useCases.deleteCity
    dependencies.searchCitiesUseCase = useCases.searchCities
    dependencies.showWeatherUseCase = useCases.showWeather
    return PatternShells().makeShell(for: pattern, dependencies: dependencies)
  }
}
