import CitiesDomain

/// Plays the user, and the views, of one pattern's three scenes: every story talks to the
/// patterns through this protocol only, so all of them run the very same steps.
///
/// The saved list's part is `CitiesListDriver`, which the saved-list stories need alone.
///
/// Each scene is built the first time it appears, as an app builds a scene it navigates to; a
/// scene that never appeared shows nothing. Every intent returns once the work it started is done,
/// which is why even those that only navigate are `async`: in MVVM every intent is.
@MainActor
protocol ScenesDriver: CitiesListDriver {
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
  /// The user renames the city whose weather is open.
  func renameCity(to name: String) async

  /// What the search has shown.
  var addCityScreen: ShownScreen { get }
  /// What the weather has shown.
  var weatherScreen: ShownScreen { get }
}
