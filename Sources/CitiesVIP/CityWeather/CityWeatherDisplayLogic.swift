/// What the city-weather view can be told to show: the VIP loop's last hop, presenter to view.
@MainActor
public protocol CityWeatherDisplayLogic: AnyObject {
  /// Shows the title and a state.
  func displayWeather(viewModel: CityWeather.LoadWeather.ViewModel)
}
