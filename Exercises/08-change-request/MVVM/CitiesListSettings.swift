// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesListSettings.swift.

import CitiesPresentationWords

/// What the cities list keeps while the app runs, longer than any one list scene.
///
/// The app makes one, and the assembler hands it to every list view model it builds.
@MainActor
public final class CitiesListSettings {
  /// The order the rows show in; the saved order until the user chooses another.
  public var order: CitiesListOrder

  /// Makes the settings of a list that shows its rows in `order`.
  public init(order: CitiesListOrder = .added) {
    self.order = order
  }
}
