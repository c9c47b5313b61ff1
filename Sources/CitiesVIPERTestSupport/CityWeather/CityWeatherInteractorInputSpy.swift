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
  }

  public let city: City
  /// What every fetch answers.
  public var fetchResult: Result<WeatherReport, any Error>

  public init(city: City, fetchResult: Result<WeatherReport, any Error>) {
    (self.city, self.fetchResult) = (city, fetchResult)
  }

  public func fetchWeather() async throws -> WeatherReport {
    record(.fetchWeather)
    return try fetchResult.get()
  }
}
