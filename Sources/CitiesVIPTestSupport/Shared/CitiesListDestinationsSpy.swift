import CitiesDomain
import CitiesPresentationWords
import CitiesVIP

/// The part both spies of a way back to the list share: they make an empty list scene and count
/// how often a router asks to show one.
@MainActor
public class CitiesListDestinationsSpy {
  /// How many times a router asked to show the list.
  public private(set) var returnCount = 0
  /// The data store of each list scene a router asked to show, as the router filled it.
  public private(set) var shownDataStores: [any CitiesDataStore] = []
  /// The list scene to hand back, as a navigation controller still holds it; a new empty one if nil.
  public var listScene: CitiesScene?

  public init() {}

  public func makeCitiesScene() -> CitiesScene {
    listScene ?? (ListView(), ListDataStore())
  }

  public func show(_ scene: CitiesScene) {
    returnCount += 1
    shownDataStores.append(scene.dataStore)
  }
}

private final class ListView {}

private final class ListDataStore: CitiesDataStore {
  let cities: [City] = []
  let selectedCity: City? = nil
  var order = CitiesListOrder.added
  var renamedCity: City?
}
