// Made by scripts/kata.py from Sources/CitiesVIPTestSupport/Cities/CitiesPresentationLogicSpy.swift.

import CitiesDomain
import CitiesPresentationWords
import Exercise05Starter

/// A VIP cities presenter that records every response the interactor hands it, in order.
///
/// Errors are kept by their description, which is all a presenter may show of them and which
/// makes messages comparable.
@MainActor
public final class CitiesPresentationLogicSpy:
  MessageSpy<CitiesPresentationLogicSpy.Message>, CitiesPresentationLogic
{
  /// One response the presenter received.
  public enum Message: Equatable {
    /// The list is loading.
    case presentLoading
    /// The list arrived, to be shown in this order.
    case presentCities([City], order: CitiesListOrder = .added)
    /// The list failed to load, for the reason described.
    case presentLoadFailure(String)
    /// Deleting the city failed, for the reason described.
    case presentDeleteFailure(City, String)
    /// The city is deleted, and undo is offered.
    case presentUndoOffer(City)
    /// Putting the city back failed, for the reason described.
    case presentUndoFailure(City, String)
  }

  public func presentCities(response: Cities.LoadCities.Response) {
    switch response {
    case .loading: record(.presentLoading)
    case .loaded(let cities, let order): record(.presentCities(cities, order: order))
    case .failed(let error): record(.presentLoadFailure("\(error)"))
    }
  }

  public func presentDeleteCity(response: Cities.DeleteCity.Response) {
    record(.presentDeleteFailure(response.city, "\(response.error)"))
  }

  public func presentUndoDelete(response: Cities.UndoDelete.Response) {
    switch response {
    case .offered(let city): record(.presentUndoOffer(city))
    case .failed(let city, let error): record(.presentUndoFailure(city, "\(error)"))
    }
  }
}
