// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesListOrderStore.swift.

import CitiesPresentationWords

/// VIPER's data store for the order the saved list shows: the app makes one and every list
/// module's interactor reads and writes it, so the choice outlives each module built on it.
@MainActor
public final class CitiesListOrderStore {
  /// The order chosen last; the saved order until the user sorts.
  public var order: CitiesListOrder = .added

  public init() {}
}
