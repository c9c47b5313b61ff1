import CitiesDomain

/// Everything the city-weather scene is at one moment, as a value.
///
/// Its city, what it shows and whether it asks to close; only `CityWeatherReducer` changes it.
public struct CityWeatherState: Equatable, Sendable {
  /// The city whose weather the scene shows.
  public let city: City
  /// What the scene shows below its title.
  public var content: CityWeatherContent
  /// Whether the scene asks the app to close it and return to the list.
  public var isClosed: Bool

  /// Makes the state of the city's scene, loading unless told otherwise.
  public init(city: City, content: CityWeatherContent = .loading, isClosed: Bool = false) {
    self.city = city
    self.content = content
    self.isClosed = isClosed
  }

  /// The scene's title, the city's name; it is known before the report arrives.
  public var title: String { city.name }
}
