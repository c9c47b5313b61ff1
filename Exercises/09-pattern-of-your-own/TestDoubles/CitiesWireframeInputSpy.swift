// Made by scripts/kata.py from Sources/CitiesVIPERTestSupport/Cities/CitiesWireframeInputSpy.swift.

import CitiesDomain
import Exercise09Starter

/// The saved-cities wireframe as its presenter sees it: it records every module it was asked to
/// present, and the module delegate the search was to report to.
@MainActor
public final class CitiesWireframeInputSpy: MessageSpy<CitiesWireframeInputSpy.Message>,
  CitiesWireframeInput
{
  /// One module the presenter asked for.
  public enum Message: Equatable {
    case presentCityWeatherInterface(City)
    case presentAddCityInterface
  }

  /// The delegate the search module was to report to; weak, as the search module holds it.
  public private(set) weak var addCityModuleDelegate: (any AddCityModuleDelegate)?

  public func presentCityWeatherInterface(for city: City) {
    record(.presentCityWeatherInterface(city))
  }

  public func presentAddCityInterface(moduleDelegate: any AddCityModuleDelegate) {
    addCityModuleDelegate = moduleDelegate
    record(.presentAddCityInterface)
  }
}
