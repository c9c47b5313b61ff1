/// What the add-city use case hands to a `CitiesGateway`, which turns it into a saved `City`.
///
/// Keeping the input apart from the entity mirrors the original MVP design: a gateway decides how
/// a city is stored, and only the gateway's answer is a city the list really holds.
public struct AddCityParameters: Hashable, Sendable {
  /// The city the user chose, usually a search result.
  public var city: City

  /// Makes the parameters for saving the given city.
  public init(city: City) {
    self.city = city
  }
}
