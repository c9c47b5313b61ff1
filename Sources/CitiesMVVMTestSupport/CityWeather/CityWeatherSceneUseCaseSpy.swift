import CitiesDomain
import CitiesMVVM
import CitiesTestSupport

/// A `CityWeatherSceneUseCase` that records the cities it was asked about and answers with a
/// canned report or error, and renames as asked unless told to fail: the double a city-weather
/// view model is tested against.
public actor CityWeatherSceneUseCaseSpy: CityWeatherSceneUseCase {
  /// Every city asked about so far, oldest first.
  public private(set) var requestedCities: [City] = []
  /// Every name asked for so far, oldest first.
  public private(set) var requestedNames: [String] = []
  private var result: Result<WeatherReport, any Error>
  private var renameError: (any Error)?

  /// Makes a use case that answers with the given result.
  public init(result: Result<WeatherReport, any Error> = .success(anyWeatherReport())) {
    self.result = result
  }

  /// Changes the answer to later calls.
  public func answer(with result: Result<WeatherReport, any Error>) { self.result = result }

  /// Makes every later rename throw the error.
  public func failRenames(with error: any Error) { renameError = error }

  public func weather(for city: City) async throws -> WeatherReport {
    requestedCities.append(city)
    return try result.get()
  }

  public func rename(_ city: City, to name: String) async throws -> City {
    requestedNames.append(name)
    if let renameError { throw renameError }
    var renamed = city
    renamed.name = name
    return renamed
  }
}
