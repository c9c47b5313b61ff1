import CitiesTestSupport
import CitiesVIPER

/// A VIPER add-city view that records what its presenter told it, in order, and keeps the
/// presenter as the app's view does.
@MainActor
public final class AddCityViewSpy: MessageSpy<AddCityViewSpy.Message>, AddCityView {
  /// One thing the presenter told the view.
  public enum Message: Equatable {
    /// The invitation to type.
    case idle(String)
    /// The hint that the text is too short.
    case hint(String)
    /// The searching state.
    case searching
    /// The results, best first.
    case results([CityDisplayItem])
    /// The message that nothing matches.
    case noMatches(String)
    /// The failed search's message.
    case searchFailure(String)
    /// An alert over the results.
    case alert(String)
  }

  /// The presenter, which the view owns as the app's view does; tests that only watch leave it.
  public var eventHandler: (any AddCityModuleInterface)?

  /// The results on screen now: an alert leaves them, any other state replaces them.
  public var itemsOnScreen: [CityDisplayItem] {
    guard case .results(let items) = messages.last(where: { !$0.isAlert })
    else { return [] }
    return items
  }

  public func showIdle(_ message: String) { record(.idle(message)) }

  public func showHint(_ message: String) { record(.hint(message)) }

  public func showSearching() { record(.searching) }

  public func showResults(_ items: [CityDisplayItem]) { record(.results(items)) }

  public func showNoMatches(_ message: String) { record(.noMatches(message)) }

  public func showSearchFailure(_ message: String) { record(.searchFailure(message)) }

  public func showAlert(_ message: String) { record(.alert(message)) }
}

extension AddCityViewSpy.Message {
  fileprivate var isAlert: Bool {
    if case .alert = self { true } else { false }
  }
}
