import CitiesDomain

/// A `WeatherGateway` that records each call from a use case, and the answer, in the trace.
public struct TracingWeatherGateway: WeatherGateway {
  private let gateway: any WeatherGateway
  private let traceLog: TraceLog

  /// Wraps the gateway.
  public init(_ gateway: any WeatherGateway, traceLog: TraceLog) {
    self.gateway = gateway
    self.traceLog = traceLog
  }

  public func fetchWeather(at coordinates: Coordinates, forecastDays: Int) async throws
    -> WeatherReport
  {
    let message =
      "fetchWeather(\(TraceText.coordinates(coordinates)), \(forecastDays) days)"
    return try await traceLog.exchange(
      from: .useCase, to: .gateway, message: message, reply: TraceText.report
    ) {
      try await gateway.fetchWeather(at: coordinates, forecastDays: forecastDays)
    }
  }
}
