// Made by scripts/kata.py from Sources/CitiesTestSupport/VIP/Cities/CitiesPresenterSpy.swift.

import CitiesDomain

/// A VIP cities presenter that records every response the interactor hands it, in order.
///
/// Errors are kept by their description, which is all a presenter may show of them and which
/// makes messages comparable.
@MainActor
public final class CitiesPresenterSpy: CitiesPresentationLogic {
  /// One response the presenter received.
  public enum Message: Equatable {
    /// The list is loading.
    case presentLoading
    /// The list arrived.
    case presentCities([City])
    /// The list failed to load, for the reason described.
    case presentLoadFailure(String)
    /// Deleting the city failed, for the reason described.
    case presentDeleteFailure(City, String)
  }

  /// Every response so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a presenter that has received nothing yet.
  public init() {}

  public func presentCities(response: Cities.LoadCities.Response) {
    switch response {
    case .loading: messages.append(.presentLoading)
    case .loaded(let cities): messages.append(.presentCities(cities))
    case .failed(let error): messages.append(.presentLoadFailure("\(error)"))
    }
  }

  public func presentDeleteCity(response: Cities.DeleteCity.Response) {
    messages.append(.presentDeleteFailure(response.city, "\(response.error)"))
  }
}
