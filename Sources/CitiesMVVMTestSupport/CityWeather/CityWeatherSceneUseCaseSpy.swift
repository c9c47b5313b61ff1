import CitiesDomain
import CitiesMVVM
import CitiesTestSupport

/// A `CityWeatherSceneUseCase` that records the cities it was asked about and answers with a
/// canned report or error: the double a city-weather view model is tested against.
public actor CityWeatherSceneUseCaseSpy: CityWeatherSceneUseCase {
  /// Every city asked about so far, oldest first.
  public private(set) var requestedCities: [City] = []
  private var result: Result<WeatherReport, any Error>

  /// Makes a use case that answers with the given result.
  public init(result: Result<WeatherReport, any Error> = .success(anyWeatherReport())) {
    self.result = result
  }

  /// Changes the answer to later calls.
  public func answer(with result: Result<WeatherReport, any Error>) { self.result = result }

  public func weather(for city: City) async throws -> WeatherReport {
    requestedCities.append(city)
    return try result.get()
  }
}
