import CitiesDomain

/// A `WeatherGateway` that records what it was asked for and answers with a canned result.
public actor WeatherGatewaySpy: WeatherGateway {
  /// One call to `fetchWeather(at:forecastDays:)`.
  public struct Request: Equatable, Sendable {
    /// Where the weather was asked for.
    public let coordinates: Coordinates
    /// How many forecast days were asked for.
    public let forecastDays: Int

    /// Makes the record of one request.
    public init(coordinates: Coordinates, forecastDays: Int) {
      self.coordinates = coordinates
      self.forecastDays = forecastDays
    }
  }

  /// Every request so far, oldest first.
  public private(set) var receivedRequests: [Request] = []
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
    receivedRequests.append(Request(coordinates: coordinates, forecastDays: forecastDays))
    return try result.get()
  }
}
