import CitiesData
import CitiesDomain
import CitiesPatternList
import CitiesTerminalKit
import Foundation

/// The app's composition root: it chooses the gateways a run asks for, then hands them to the
/// chosen pattern's composer, which wires that pattern's scenes.
@MainActor
public struct CitiesComposition: FeatureComposition {
  /// The saved list every pattern starts on in `compare`: two cities, for `open` and `delete`.
  nonisolated static let comparisonSeed = SampleCities.all.filter {
    ["London", "Paris"].contains($0.name)
  }
  // One day for every pattern of a comparison, so that their weather screens can agree.
  private let comparisonDay = SampleWeatherGateway.systemToday()

  /// Makes the composition root.
  public init() {}

  public func defaultStoreURL(environment: [String: String]) -> URL {
    CitiesStoreLocation.defaultFileURL(environment: environment)
  }

  public func describe(_ source: DataSource) -> [String] {
    guard source != .sample else { return ["offline sample data"] }
    return [
      "live Open-Meteo (\(source.openMeteoConfiguration.forecastBaseURL.absoluteString))",
      "Weather data by Open-Meteo.com (https://open-meteo.com/), CC BY 4.0.",
    ]
  }

  public func makeShell(
    for pattern: PatternKind, options: LaunchOptions, clock: any Clock<Duration>,
    traceLog: TraceLog?
  ) -> any FeatureShell {
    makeShell(for: pattern, on: .launch(options, clock: clock, traceLog: traceLog))
  }

  public func makeComparisonShell(for pattern: PatternKind, traceLog: TraceLog) -> any FeatureShell
  {
    makeShell(
      for: pattern,
      on: .comparison(seed: Self.comparisonSeed, today: comparisonDay, traceLog: traceLog))
  }

  /// Makes the shell of a pattern on the given use cases, through that pattern's composer.
  public func makeShell(
    for pattern: PatternKind, on dependencies: FeatureDependencies
  ) -> any FeatureShell {
    let composer: any SceneComposer.Type =
      switch pattern {
      case .mvp: MVPComposer.self
      case .vip: VIPComposer.self
      case .mvvm: MVVMComposer.self
      case .viper: VIPERComposer.self
      case .redux: ReduxComposer.self
      }
    return SceneFlowShell(pattern: pattern, composer: composer, dependencies: dependencies)
  }
}
