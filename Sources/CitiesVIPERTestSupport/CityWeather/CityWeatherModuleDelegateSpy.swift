import CitiesDomain
import CitiesTestSupport
import CitiesVIPER

/// The module that presented the weather, as the weather sees it: it records what the weather
/// reported.
@MainActor
public final class CityWeatherModuleDelegateSpy:
  MessageSpy<CityWeatherModuleDelegateSpy.Message>, CityWeatherModuleDelegate
{
  /// One report of the weather module.
  public enum Message: Equatable {
    case didRename(City)
  }

  public func cityWeatherModuleDidRename(_ city: City) { record(.didRename(city)) }
}
