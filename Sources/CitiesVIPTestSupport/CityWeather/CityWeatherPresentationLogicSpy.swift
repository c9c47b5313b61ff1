import CitiesDomain
import CitiesTestSupport
import CitiesVIP

/// A VIP city-weather presenter that records every response the interactor hands it, in order.
///
/// Errors are kept by their description, which is all a presenter may show of them and which
/// makes messages comparable.
@MainActor
public final class CityWeatherPresentationLogicSpy:
  MessageSpy<CityWeatherPresentationLogicSpy.Message>, CityWeatherPresentationLogic
{
  /// One response the presenter received.
  public enum Message: Equatable {
    /// The weather of the city is loading.
    case presentLoading(City)
    /// The report for the city arrived.
    case presentReport(City, WeatherReport)
    /// The weather of the city failed to load, for the reason described.
    case presentFailure(City, String)
    /// The city was renamed, as saved now.
    case presentRenamed(City)
    /// Renaming the city failed, for the reason described.
    case presentRenameFailure(City, String)
  }

  public func presentWeather(response: CityWeather.LoadWeather.Response) {
    switch response {
    case .loading(let city): record(.presentLoading(city))
    case .loaded(let city, let report): record(.presentReport(city, report))
    case .failed(let city, let error): record(.presentFailure(city, "\(error)"))
    }
  }

  public func presentRenameCity(response: CityWeather.RenameCity.Response) {
    switch response {
    case .renamed(let city): record(.presentRenamed(city))
    case .failed(let city, let error): record(.presentRenameFailure(city, "\(error)"))
    }
  }
}
