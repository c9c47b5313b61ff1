import CitiesDomain

/// Plays the user, and the views, of one pattern's three scenes: every story talks to the
/// patterns through this protocol only, so all of them run the very same steps.
///
/// Each scene is built the first time it appears, as an app builds a scene it navigates to; a
/// scene that never appeared shows nothing. Every intent returns once the work it started is done,
/// which is why even those that only navigate are `async`: in MVVM every intent is.
@MainActor
protocol ScenesDriver: AnyObject, Sendable {
  /// The world the scenes were built on.
  var world: World { get }

  /// The saved list comes on screen: the first time, or on a return to it.
  func appearCities() async
  /// The user retries loading the list after it failed.
  func retryCities() async
  /// The user deletes the city of a row.
  func deleteCity(row: Int) async
  /// The user picks the city of a row.
  func selectCity(row: Int) async
  /// The user asks to add a city.
  func tapAdd() async

  /// The search comes on screen.
  func appearAddCity() async
  /// The text in the search field becomes `text`; returns once the search it starts is over.
  func changeSearchText(_ text: String) async
  /// The user chooses a search result.
  func chooseResult(row: Int) async
  /// The user leaves the search without choosing.
  func cancelAddCity() async

  /// The weather of the city comes on screen.
  func openWeather(for city: City) async
  /// The user retries loading the weather after it failed.
  func retryWeather() async
  /// The user leaves the weather.
  func closeWeather() async

  /// What the saved list has shown.
  var citiesScreen: ShownScreen { get }
  /// What the search has shown.
  var addCityScreen: ShownScreen { get }
  /// What the weather has shown.
  var weatherScreen: ShownScreen { get }
  /// Every move between scenes asked for: the list's first, then the search's, then the weather's.
  var navigation: [Navigation] { get }
}
