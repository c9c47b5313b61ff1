// Written for exercise 9, not made from the reference: where a pattern plugs into the saved-list
// spec in Tests/Spec/. The reference's list, in CitiesPatternList, names every pattern; this
// one stands in for it, so the stories play on your module alone.

import Testing

/// The patterns the saved-list stories play on: here, the VIPER module you build.
///
/// To hold another pattern to the same stories, add a case and a `CitiesListDriver` for it.
enum PatternKind: CaseIterable, Sendable, CustomTestStringConvertible {
  case viper

  /// What a pattern's driver offers the stories: the saved list alone.
  typealias Driver = any CitiesListDriver

  var testDescription: String {
    switch self {
    case .viper: "VIPER"
    }
  }

  /// Builds this pattern's saved list on the world, behind the driver every story uses.
  @MainActor
  func makeDriver(in world: World) -> Driver {
    switch self {
    case .viper: VIPERCitiesListDriver(world: world)
    }
  }
}
