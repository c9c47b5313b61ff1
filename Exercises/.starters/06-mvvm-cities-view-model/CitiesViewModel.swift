// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesViewModel.swift.

import CitiesDomain
import CitiesPresentationWords
import Observation

/// The cities list's view model: takes the user's intents and publishes the state the view shows.
///
/// A view observes `state` and `alert` (Observation) and forwards each user event to `send(_:)`.
@Observable
@MainActor
public final class CitiesViewModel {
  /// What the list shows now.
  public private(set) var state: CitiesState = .loading
  /// A one-off message shown over the state until the view sends `.alertDismissed`.
  public private(set) var alert: String?

  private let useCase: any CitiesSceneUseCase
  // Weak, because the navigator owns the scene it shows.
  @ObservationIgnored private weak var navigator: (any CitiesNavigator)?
  // The cities behind the rows on screen, so that a chosen row leads back to its city.
  @ObservationIgnored private var cities: [City] = []

  /// Makes the view model; it holds the navigator weakly.
  public init(useCase: any CitiesSceneUseCase, navigator: any CitiesNavigator) {
    self.useCase = useCase
    self.navigator = navigator
  }

  /// Handles one user event and returns once the work it started has finished.
  public func send(_ intent: CitiesIntent) async {
    // Handle each intent as docs/SCENES.md says: load (loading, then the rows, the empty state
    // or the error), delete and reload without a loading state, navigate, dismiss the alert.
  }
}
