import CitiesDomain
import CitiesVIP

/// The part both spies of a way back to the list share: they make an empty list scene and count
/// how often a router asks to show one.
@MainActor
public class CitiesListDestinationsSpy {
  /// How many times a router asked to show the list.
  public private(set) var returnCount = 0

  public init() {}

  public func makeCitiesScene() -> CitiesScene {
    (ListView(), ListDataStore())
  }

  public func show(_ scene: CitiesScene) {
    returnCount += 1
  }
}

private final class ListView {}

private final class ListDataStore: CitiesDataStore {
  let cities: [City] = []
  let selectedCity: City? = nil
}
