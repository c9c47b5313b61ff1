import CitiesVIP

/// Stands between VIP's weather view and its interactor, and traces each request.
@MainActor
final class TracingCityWeatherBusinessLogic: CityWeatherBusinessLogic {
  private let interactor: any CityWeatherBusinessLogic
  private let trace: BoundaryTrace

  /// Wraps the interactor the configurator made; the view holds this in its place.
  init(_ interactor: any CityWeatherBusinessLogic, traceLog: TraceLog) {
    self.interactor = interactor
    trace = BoundaryTrace(log: traceLog, from: .view, to: .interactor)
  }

  func loadWeather(request: CityWeather.LoadWeather.Request) async {
    trace.record("loadWeather(request: Request())")
    await interactor.loadWeather(request: request)
  }
}
