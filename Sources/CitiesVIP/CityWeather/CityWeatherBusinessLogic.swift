/// What the city-weather view can ask of its interactor: the VIP loop's first hop.
@MainActor
public protocol CityWeatherBusinessLogic: AnyObject {
  /// Loads the weather of the scene's city; the view calls it when the scene appears and on retry.
  func loadWeather(request: CityWeather.LoadWeather.Request) async
}
