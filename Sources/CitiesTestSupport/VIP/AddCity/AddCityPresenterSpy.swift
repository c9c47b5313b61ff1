import CitiesDomain
import CitiesVIP

/// A VIP add-city presenter that records every response the interactor hands it, in order.
///
/// Errors are kept as `String(describing:)`, a gateway's sentence or a domain error's case and
/// data, which makes messages comparable.
@MainActor
public final class AddCityPresenterSpy: AddCityPresentationLogic {
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

  /// Every response so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a presenter that has received nothing yet.
  public init() {}

  public func presentSearch(response: AddCity.SearchCities.Response) {
    switch response {
    case .idle: messages.append(.presentIdle)
    case .tooShort(let length): messages.append(.presentTooShort(minimumLength: length))
    case .searching: messages.append(.presentSearching)
    case .found(let cities, let query): messages.append(.presentFound(cities, query: query))
    case .failed(let error): messages.append(.presentSearchFailure("\(error)"))
    }
  }

  public func presentChosenCity(response: AddCity.ChooseCity.Response) {
    switch response {
    case .added(let city): messages.append(.presentAdded(city))
    case .refused(let city, let error): messages.append(.presentRefused(city, "\(error)"))
    }
  }
}
