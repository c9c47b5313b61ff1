import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport

extension CitiesDisplayLogicSpy {
  /// The rows of the list on screen now, as a VIP view keeps them to answer a tap on a row.
  var rowsOnScreen: [Cities.LoadCities.ViewModel.DisplayedCity] {
    // An alert leaves the rows where they are, so only the last state counts.
    for case .displayCities(let viewModel) in messages.reversed() {
      guard case .result(let rows) = viewModel.state else { return [] }
      return rows
    }
    return []
  }
}
