import CitiesDomain

/// Everything the city-weather scene is at one moment, as a value: its city, passed forward by
/// the list that presents it, what it shows, and its alert; only `CityWeatherReducer` changes it.
public struct CityWeatherState: Equatable, Sendable {
  /// The city whose weather the scene shows, with its name as saved last.
  public var city: City
  /// What the scene shows below its title.
  public var content: CityWeatherContent
  /// A one-off message shown over the content until `.alertDismissed`.
  public var alert: String?

  /// Makes the state of the city's scene, loading unless told otherwise.
  public init(city: City, content: CityWeatherContent = .loading, alert: String? = nil) {
    self.city = city
    self.content = content
    self.alert = alert
  }

  /// The scene's title, the city's name; it is known before the report arrives, and a rename
  /// changes it.
  public var title: String { city.name }
}
