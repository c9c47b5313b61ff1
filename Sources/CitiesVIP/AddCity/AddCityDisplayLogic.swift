/// What the add-city view can be told to show: the VIP loop's last hop, presenter to view.
@MainActor
public protocol AddCityDisplayLogic: AnyObject {
  func displaySearch(viewModel: AddCity.SearchCities.ViewModel)

  /// Tells how adding the chosen city went: on `.added` the view routes back to the list, on
  /// `.alert` it shows the message and stays.
  func displayChosenCity(viewModel: AddCity.ChooseCity.ViewModel)
}
