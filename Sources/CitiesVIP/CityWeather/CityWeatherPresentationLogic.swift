/// What the city-weather interactor can hand its presenter: the VIP loop's middle hop.
@MainActor
public protocol CityWeatherPresentationLogic {
  /// Presents where loading the weather stands.
  func presentWeather(response: CityWeather.LoadWeather.Response)
}
