/// What the add-city interactor can hand its presenter: the VIP loop's middle hop.
@MainActor
public protocol AddCityPresentationLogic {
  /// Presents where the search stands.
  func presentSearch(response: AddCity.SearchCities.Response)

  /// Presents how adding the chosen city went.
  func presentChosenCity(response: AddCity.ChooseCity.Response)
}
