import CitiesData
import CitiesDomain

/// The script `cities compare` runs when given none, and the saved list every pattern starts on.
enum CompareScript {
  /// Search and add, open a city's weather, go back, delete: every scene and every use case.
  static let demo = ["add ber", "pick 1", "open 1", "back", "delete 1"]

  /// Two saved cities, so opening and deleting have something to act on from the start.
  static let seed = SampleCities.all.filter { ["London", "Paris"].contains($0.name) }
}
