/// What the city-weather view can be told to show: the VIP loop's last hop, presenter to view.
@MainActor
public protocol CityWeatherDisplayLogic: AnyObject {
  func displayWeather(viewModel: CityWeather.LoadWeather.ViewModel)

  /// Shows the new name as the title, or an alert about a rename refused or failed.
  func displayRenameCity(viewModel: CityWeather.RenameCity.ViewModel)
}
