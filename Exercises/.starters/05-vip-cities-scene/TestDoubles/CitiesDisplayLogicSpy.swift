// Made by scripts/kata.py from Sources/CitiesVIPTestSupport/Cities/CitiesDisplayLogicSpy.swift.

import Exercise05Starter

/// A VIP cities view that records every view model it is given, in order.
@MainActor
public final class CitiesDisplayLogicSpy:
  MessageSpy<CitiesDisplayLogicSpy.Message>, CitiesDisplayLogic
{
  /// One call the view received, with its view model.
  public enum Message: Equatable {
    /// `displayCities(viewModel:)` was called.
    case displayCities(Cities.LoadCities.ViewModel)
    /// `displayDeleteCity(viewModel:)` was called.
    case displayDeleteCity(Cities.DeleteCity.ViewModel)
    /// `displayUndoDelete(viewModel:)` was called.
    case displayUndoDelete(Cities.UndoDelete.ViewModel)
  }

  /// The interactor this view owns, as a Clean Swift view does; set it to give a test the
  /// scene's real ownership, in which a presenter holding its view strongly makes a cycle.
  public var interactor: (any CitiesBusinessLogic)?
  /// The router this view owns, as a Clean Swift view does.
  public var router: (any CitiesRoutingLogic)?

  public func displayCities(viewModel: Cities.LoadCities.ViewModel) {
    record(.displayCities(viewModel))
  }

  public func displayDeleteCity(viewModel: Cities.DeleteCity.ViewModel) {
    record(.displayDeleteCity(viewModel))
  }

  public func displayUndoDelete(viewModel: Cities.UndoDelete.ViewModel) {
    record(.displayUndoDelete(viewModel))
  }
}
