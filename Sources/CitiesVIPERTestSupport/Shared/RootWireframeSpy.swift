import CitiesDomain
import CitiesTestSupport
import CitiesVIPER

/// The app's window as the wireframes see it: it records every module presented and dismissed,
/// and keeps the presenter presented last, as the app's view would.
@MainActor
public final class RootWireframeSpy: MessageSpy<RootWireframeSpy.Message>, RootWireframe {
  /// One thing a wireframe asked of the window.
  public enum Message: Equatable {
    case presentAddCityInterface
    case presentCityWeatherInterface(City)
    case dismissPresentedInterface
  }

  public private(set) var presentedAddCity: AddCityPresenter?
  public private(set) var presentedCityWeather: CityWeatherPresenter?

  public func presentAddCityInterface(_ presenter: AddCityPresenter) {
    presentedAddCity = presenter
    record(.presentAddCityInterface)
  }

  public func presentCityWeatherInterface(_ presenter: CityWeatherPresenter, for city: City) {
    presentedCityWeather = presenter
    record(.presentCityWeatherInterface(city))
  }

  public func dismissPresentedInterface() { record(.dismissPresentedInterface) }
}
