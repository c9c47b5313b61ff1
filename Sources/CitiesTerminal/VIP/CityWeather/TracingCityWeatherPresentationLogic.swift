import CitiesVIP

/// Stands between VIP's weather interactor and its presenter, and traces each response.
///
/// The configurator's `presenterDecorator` seam puts it in place, so the loop is unchanged.
@MainActor
struct TracingCityWeatherPresentationLogic: CityWeatherPresentationLogic {
  private let presenter: any CityWeatherPresentationLogic
  private let trace: BoundaryTrace

  /// Wraps the presenter the configurator made; the interactor holds this in its place.
  init(_ presenter: any CityWeatherPresentationLogic, traceLog: TraceLog) {
    self.presenter = presenter
    trace = BoundaryTrace(log: traceLog, from: .interactor, to: .presenter)
  }

  func presentWeather(response: CityWeather.LoadWeather.Response) {
    trace.record("presentWeather(response: \(Self.describe(response)))")
    presenter.presentWeather(response: response)
  }

  private static func describe(_ response: CityWeather.LoadWeather.Response) -> String {
    switch response {
    case .loading(let city):
      ".loading(\(city.name))"
    case .loaded(let city, let report):
      ".loaded(\(city.name), \(BoundaryTrace.count(report.daily.count, "day")))"
    case .failed(let city, let error):
      ".failed(\(city.name), \(BoundaryTrace.quoted("\(error)")))"
    }
  }
}
