import CitiesDomain
import CitiesMVP
import CitiesTestSupport

/// A `CityWeatherRouter` that records, in order, every navigation its presenter asked for.
@MainActor
public final class CityWeatherRouterSpy: MessageSpy<CityWeatherRouterSpy.Message>, CityWeatherRouter
{
  /// One navigation the presenter asked for.
  public enum Message: Equatable, Sendable {
    case closeCityWeather
    case closeCityWeatherAfterRenaming(City)
  }

  public func closeCityWeather() { record(.closeCityWeather) }

  public func closeCityWeather(afterRenaming city: City) {
    record(.closeCityWeatherAfterRenaming(city))
  }
}
