import CitiesTestSupport
import CitiesVIPER

/// The city-weather wireframe as its presenter sees it: it records every dismissal asked for.
@MainActor
public final class CityWeatherWireframeInputSpy:
  MessageSpy<CityWeatherWireframeInputSpy.Message>, CityWeatherWireframeInput
{
  /// One request of the presenter.
  public enum Message: Equatable {
    case dismissCityWeatherInterface
  }

  public func dismissCityWeatherInterface() { record(.dismissCityWeatherInterface) }
}
