import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport

/// Plays a VIP search view for the shared timing cases: it sends every change of the text to the
/// interactor, and reads what the interactor handed its presenter.
@MainActor
final class InteractorSearchDriver: SearchTimingDriver {
  private let interactor: any AddCityBusinessLogic
  private let presenter: AddCityPresentationLogicSpy

  init(interactor: any AddCityBusinessLogic, presenter: AddCityPresentationLogicSpy) {
    self.interactor = interactor
    self.presenter = presenter
  }

  func changeSearchText(_ text: String) async {
    await interactor.searchCities(request: AddCity.SearchCities.Request(text: text))
  }

  var shownScreens: [SearchScreen] {
    presenter.messages.compactMap { message in
      switch message {
      case .presentIdle: .idle
      case .presentTooShort: .hint
      case .presentSearching: .searching
      case .presentFound(let cities, _) where cities.isEmpty: .noMatches
      case .presentFound(let cities, _): .results(cities.map(\.name))
      case .presentSearchFailure: .failed
      case .presentAdded, .presentRefused: nil
      }
    }
  }
}
