import CitiesDomain
import CitiesTerminalKit

/// The base of every pattern's router, coordinator or navigator in the terminal: it notes the
/// scene the pattern asks for, for the shell to show once the intent has returned.
///
/// The moves every pattern names alike are here; a pattern's own names for leaving a scene are in
/// its subclass.
@MainActor
class SceneNavigation {
  /// The scene asked for during the current intent; a later request replaces an earlier one.
  var requestedScene: SceneDestination?
  private let trace: HopRecorder?

  /// Makes the navigation; `trace`, present only while tracing, records each request.
  required init(trace: HopRecorder?) {
    self.trace = trace
  }

  /// Asks for the weather of a city.
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  /// Asks for the search.
  func showAddCity() { request(.addCity) }

  /// Asks for the saved list.
  func showCities() { request(.savedCities) }

  /// Notes the scene to show once the intent has returned, and records the call that asked for it.
  func request(_ scene: SceneDestination, _ arguments: Any..., method: String = #function) {
    trace?.received(call: method, arguments: arguments)
    requestedScene = scene
  }
}
