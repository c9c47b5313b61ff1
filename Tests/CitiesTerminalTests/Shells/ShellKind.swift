import CitiesTerminal
import CitiesTestSupport
import Testing

/// The three shells, so that one test can tell the same story to each.
enum ShellKind: String, CaseIterable, CustomTestStringConvertible {
  case mvp = "MVP"
  case vip = "VIP"
  case mvvm = "MVVM"

  var testDescription: String { rawValue }

  /// The role that calls the use cases in this pattern, as the composition root traces it.
  var useCaseCaller: TraceRole {
    switch self {
    case .mvp: .presenter
    case .vip: .interactor
    case .mvvm: .viewModel
    }
  }

  /// Makes the shell on the use cases, traced into the log as the composition root would.
  @MainActor
  func makeShell(
    _ useCases: ShellUseCases = ShellUseCases(), traceLog: TraceLog = TraceLog()
  ) -> any FeatureShell {
    let traced = useCases.traced(by: useCaseCaller, into: traceLog)
    let dependencies = FeatureDependencies(
      displayCitiesUseCase: traced, addCityUseCase: traced, deleteCityUseCase: traced,
      searchCitiesUseCase: traced, showWeatherUseCase: traced, clock: ImmediateClock(),
      traceLog: traceLog)
    switch self {
    case .mvp: return MVPShell(dependencies: dependencies)
    case .vip: return VIPShell(dependencies: dependencies)
    case .mvvm: return MVVMShell(dependencies: dependencies)
    }
  }
}
