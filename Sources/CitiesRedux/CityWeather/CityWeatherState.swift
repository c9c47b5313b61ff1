import CitiesDomain

/// Everything the city-weather scene is at one moment, as a value: its city, passed forward by
/// the list that presents it, and what it shows; only `CityWeatherReducer` changes it.
public struct CityWeatherState: Equatable, Sendable {
  /// The city whose weather the scene shows.
  public let city: City
  /// What the scene shows below its title.
  public var content: CityWeatherContent

  /// Makes the state of the city's scene, loading unless told otherwise.
  public init(city: City, content: CityWeatherContent = .loading) {
    self.city = city
    self.content = content
  }

  /// The scene's title, the city's name; it is known before the report arrives.
  public var title: String { city.name }
}
