import CitiesDomain
import CitiesTestSupport
import CitiesVIP

/// A VIP add-city presenter that records every response the interactor hands it, in order.
///
/// Errors are kept as `String(describing:)`, a gateway's sentence or a domain error's case and
/// data, which makes messages comparable.
@MainActor
public final class AddCityPresentationLogicSpy:
  MessageSpy<AddCityPresentationLogicSpy.Message>, AddCityPresentationLogic
{
  /// One response the presenter received.
  public enum Message: Equatable {
    /// Nothing is typed.
    case presentIdle
    /// The text is shorter than the minimum length.
    case presentTooShort(minimumLength: Int)
    /// The request went out.
    case presentSearching
    /// The search for the query found these cities.
    case presentFound([City], query: String)
    /// The search failed, for the reason described.
    case presentSearchFailure(String)
    /// The city was added, as saved.
    case presentAdded(City)
    /// The city was not added, for the reason described.
    case presentRefused(City, String)
  }

  public func presentSearch(response: AddCity.SearchCities.Response) {
    switch response {
    case .idle: record(.presentIdle)
    case .tooShort(let length): record(.presentTooShort(minimumLength: length))
    case .searching: record(.presentSearching)
    case .found(let cities, let query): record(.presentFound(cities, query: query))
    case .failed(let error): record(.presentSearchFailure("\(error)"))
    }
  }

  public func presentChosenCity(response: AddCity.ChooseCity.Response) {
    switch response {
    case .added(let city): record(.presentAdded(city))
    case .refused(let city, let error): record(.presentRefused(city, "\(error)"))
    }
  }
}
