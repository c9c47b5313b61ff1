import CitiesDomain

/// A `WeatherGateway` that records every call it receives and answers with a canned result.
public actor WeatherGatewaySpy: WeatherGateway {
  /// A call the gateway received, with its arguments.
  public enum Message: Equatable, Sendable {
    /// `fetchWeather(at:forecastDays:)` was called.
    case fetchWeather(at: Coordinates, forecastDays: Int)
  }

  /// Every call so far, oldest first.
  public private(set) var messages: [Message] = []
  private var result: Result<WeatherReport, any Error>

  /// Makes a gateway that answers every request with the given result.
  public init(result: Result<WeatherReport, any Error> = .success(anyWeatherReport())) {
    self.result = result
  }

  /// Changes the answer to later requests.
  public func answer(with result: Result<WeatherReport, any Error>) { self.result = result }

  public func fetchWeather(at coordinates: Coordinates, forecastDays: Int) async throws
    -> WeatherReport
  {
    messages.append(.fetchWeather(at: coordinates, forecastDays: forecastDays))
    return try result.get()
  }
}
