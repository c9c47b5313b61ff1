import CitiesMVVM
import CitiesTestSupport

/// A `CityWeatherNavigator` that records every navigation it was asked for, in order.
@MainActor
public final class CityWeatherNavigatorSpy: MessageSpy<CityWeatherNavigatorSpy.Message>,
  CityWeatherNavigator
{
  /// One navigation request.
  public enum Message: Equatable {
    case closeCityWeather
  }

  public func closeCityWeather() { record(.closeCityWeather) }
}
