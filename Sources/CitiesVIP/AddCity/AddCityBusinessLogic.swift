/// What the add-city view can ask of its interactor: the VIP loop's first hop, view to interactor.
@MainActor
public protocol AddCityBusinessLogic: AnyObject {
  /// Searches for the typed text once typing pauses; the view calls it on every change of the text,
  /// and once with the empty text when the scene appears.
  ///
  /// It returns when this search is over: answered, or superseded by a newer text.
  func searchCities(request: AddCity.SearchCities.Request) async

  /// Adds the city of a result row to the saved list.
  func chooseCity(request: AddCity.ChooseCity.Request) async
}
