// Made by scripts/kata.py from Sources/CitiesVIPERTestSupport/Cities/CitiesViewSpy.swift.

import CitiesDomain
import Exercise09Starter

/// A VIPER saved-cities view that records what its presenter told it, in order, and keeps the
/// presenter as the app's view does.
@MainActor
public final class CitiesViewSpy: MessageSpy<CitiesViewSpy.Message>, CitiesView {
  /// One thing the presenter told the view.
  public enum Message: Equatable {
    /// The loading state, under the title.
    case loading(title: String)
    /// The rows, under the title.
    case cities([CityDisplayItem], title: String)
    /// The empty list's message, under the title.
    case noCities(String, title: String)
    /// The failed load's message, under the title.
    case failure(String, title: String)
    /// An alert over the rows.
    case alert(String)
    /// The offer to undo a delete, over the rows.
    case undoOffer(String)
  }

  /// The presenter, which the view owns as the app's view does; tests that only watch leave it.
  public var eventHandler: (any CitiesModuleInterface)?

  /// The rows on screen now: an alert leaves them where they are, any other state replaces them.
  public var itemsOnScreen: [CityDisplayItem] {
    for message in messages.reversed() {
      switch message {
      case .alert, .undoOffer: continue
      case .cities(let items, _): return items
      default: return []
      }
    }
    return []
  }

  public func showLoading(title: String) { record(.loading(title: title)) }

  public func showCities(_ displayData: CitiesDisplayData) {
    record(.cities(displayData.items, title: displayData.title))
  }

  public func showNoCities(_ message: String, title: String) {
    record(.noCities(message, title: title))
  }

  public func showFailure(_ message: String, title: String) {
    record(.failure(message, title: title))
  }

  public func showAlert(_ message: String) { record(.alert(message)) }

  public func showUndoOffer(_ message: String) { record(.undoOffer(message)) }
}
