import CitiesDomain

/// A `ShowWeatherUseCase` that records each call from its caller, and the answer, in the trace.
public struct TracingShowWeatherUseCase: ShowWeatherUseCase {
  private let useCase: any ShowWeatherUseCase
  private let traceLog: TraceLog
  private let caller: TraceRole

  /// Wraps the use case; `caller` is the role that calls it in the running pattern.
  public init(_ useCase: any ShowWeatherUseCase, traceLog: TraceLog, caller: TraceRole) {
    self.useCase = useCase
    self.traceLog = traceLog
    self.caller = caller
  }

  public func showWeather(for city: City) async throws -> WeatherReport {
    try await traceLog.exchange(
      from: caller, to: .useCase, message: "showWeather(\(TraceText.city(city)))",
      reply: TraceText.report
    ) {
      try await useCase.showWeather(for: city)
    }
  }
}
