import CitiesDomain

/// Where a story left the saved list, the search and the three scenes: everything the patterns
/// must agree on.
struct Outcome: Equatable, Sendable {
  /// The saved list at the end, as the store holds it.
  var saved: [City]
  /// Every text the search was asked for, oldest first.
  var searchedTexts: [String]
  /// What the saved list showed.
  var cities: ShownScreen
  /// What the search showed.
  var addCity: ShownScreen
  /// What the weather showed.
  var weather: ShownScreen
  /// Every move between scenes the scenes asked for.
  var navigation: [Navigation]

  /// Reads the outcome off the driver's scenes and its world.
  @MainActor
  init(of driver: any ScenesDriver) async throws {
    saved = try await driver.world.citiesGateway.fetchCities()
    searchedTexts = await driver.world.searchCities.searchedTexts
    cities = driver.citiesScreen
    addCity = driver.addCityScreen
    weather = driver.weatherScreen
    navigation = driver.navigation
  }
}
