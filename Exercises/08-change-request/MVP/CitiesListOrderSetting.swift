// Made by scripts/kata.py from Sources/CitiesMVP/Cities/CitiesListOrderSetting.swift.

import CitiesPresentationWords

/// The order the user chose for the saved list, kept by the app for as long as it runs, as a
/// user's setting is: every list presenter reads it as it shows rows and writes it on a sort.
///
/// A presenter lives as long as its screen; the choice outlives both, so the configurator hands
/// the same setting to each list presenter it makes.
@MainActor
public final class CitiesListOrderSetting {
  /// The order the rows show in; the saved order until the user sorts.
  public var order: CitiesListOrder

  public init(order: CitiesListOrder = .added) {
    self.order = order
  }
}
