// Made by scripts/kata.py from Sources/CitiesVIP/Cities/CitiesPresentationLogic.swift.

/// What the cities interactor can hand its presenter: the VIP loop's middle hop.
///
/// Responses carry domain values and errors; turning them into words is the presenter's job.
@MainActor
public protocol CitiesPresentationLogic {
  /// Presents where loading the list stands.
  func presentCities(response: Cities.LoadCities.Response)

  /// Presents a delete that failed.
  func presentDeleteCity(response: Cities.DeleteCity.Response)
}
