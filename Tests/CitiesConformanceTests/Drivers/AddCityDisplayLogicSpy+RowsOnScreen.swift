import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport

extension AddCityDisplayLogicSpy {
  /// The results on screen now, as a VIP view keeps them to answer a tap on a row.
  var rowsOnScreen: [AddCity.SearchCities.ViewModel.DisplayedCity] {
    for case .displaySearch(let viewModel) in messages.reversed() {
      guard case .result(let rows) = viewModel.state else { return [] }
      return rows
    }
    return []
  }
}
