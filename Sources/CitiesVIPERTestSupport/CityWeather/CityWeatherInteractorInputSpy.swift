import CitiesDomain
import CitiesTestSupport
import CitiesVIPER

/// The city-weather interactor as its presenter sees it: it keeps the city it was made for,
/// records every fetch, and answers what the test set.
@MainActor
public final class CityWeatherInteractorInputSpy:
  MessageSpy<CityWeatherInteractorInputSpy.Message>, CityWeatherInteractorInput
{
  /// One call the presenter made.
  public enum Message: Equatable {
    case fetchWeather
    case rename(to: String)
  }

  /// The module's city; a rename that succeeds gives it the name asked for.
  public private(set) var city: City
  /// What every fetch answers.
  public var fetchResult: Result<WeatherReport, any Error>
  /// What every rename throws, if anything.
  public var renameError: (any Error)?

  public init(city: City, fetchResult: Result<WeatherReport, any Error>) {
    (self.city, self.fetchResult) = (city, fetchResult)
  }

  public func fetchWeather() async throws -> WeatherReport {
    record(.fetchWeather)
    return try fetchResult.get()
  }

  public func rename(to name: String) async throws {
    record(.rename(to: name))
    if let renameError { throw renameError }
    city.name = name
  }
}
