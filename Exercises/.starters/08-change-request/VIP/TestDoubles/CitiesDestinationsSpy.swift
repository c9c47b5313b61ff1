// Made by scripts/kata.py from Sources/CitiesVIPTestSupport/Cities/CitiesDestinationsSpy.swift.

import CitiesDomain
import CitiesPresentationWords
import Exercise08VIPStarter

/// VIP cities destinations that make empty scenes and record each one a router asks to show,
/// with the data the router passed into it.
@MainActor
public final class CitiesDestinationsSpy:
  MessageSpy<CitiesDestinationsSpy.Message>, CitiesDestinations
{
  /// One scene a router asked to show.
  public enum Message: Equatable {
    /// The weather scene, holding this city in its data store.
    case showCityWeather(City?)
    case showAddCity
  }

  /// How many scenes a router asked to be made, shown or not.
  public private(set) var madeSceneCount = 0
  /// The list order each shown scene's data store holds, as the router passed it.
  public private(set) var passedListOrders: [CitiesListOrder] = []

  public func makeCityWeatherScene() -> CityWeatherScene {
    madeSceneCount += 1
    return (DestinationView(), WeatherDataStore())
  }

  public func makeAddCityScene() -> AddCityScene {
    madeSceneCount += 1
    return (DestinationView(), SearchDataStore())
  }

  public func show(_ scene: CityWeatherScene) {
    passedListOrders.append(scene.dataStore.listOrder)
    record(.showCityWeather(scene.dataStore.city))
  }

  public func show(_ scene: AddCityScene) {
    passedListOrders.append(scene.dataStore.listOrder)
    record(.showAddCity)
  }
}

private final class DestinationView {}

private final class WeatherDataStore: CityWeatherDataStore {
  var city: City?
  var listOrder = CitiesListOrder.added
  let renamedCity: City? = nil
}

private final class SearchDataStore: AddCityDataStore {
  let addedCity: City? = nil
  var listOrder = CitiesListOrder.added
}
