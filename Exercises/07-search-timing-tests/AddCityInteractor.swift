// Made by scripts/kata.py from Sources/CitiesVIP/AddCity/AddCityInteractor.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesVIP

/// What the add-city view can ask of its interactor: the VIP loop's first hop, view to interactor.
@MainActor
public protocol AddCityBusinessLogic: AnyObject {
  /// Searches for the typed text once typing pauses; the view calls it on every change of the text,
  /// and once with the empty text when the scene appears.
  ///
  /// It returns when this search is over: answered, or superseded by a newer text.
  func searchCities(request: AddCity.SearchCities.Request) async

  func chooseCity(request: AddCity.ChooseCity.Request) async
}

/// The add-city scene's business logic: it decides when a text is worth searching, adds the chosen
/// city, and hands every outcome to the presenter.
///
/// The timing of searches (the pause, dropping stale answers) belongs to its `CitySearchWorker`.
@MainActor
public final class AddCityInteractor: AddCityBusinessLogic, AddCityDataStore {
  public private(set) var addedCity: City?
  public var listOrder: CitiesListOrder = .added

  public var presenter: (any AddCityPresentationLogic)?
  private let searchWorker: CitySearchWorker
  private let addCityUseCase: any AddCityUseCase
  // The cities behind the result rows, so that a chosen row leads back to its city.
  private var results: [City] = []

  /// Makes the interactor; the clock times the pause before a search (a test passes its own).
  public init(
    presenter: any AddCityPresentationLogic,
    searchCitiesUseCase: any SearchCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.presenter = presenter
    searchWorker = CitySearchWorker(searchCitiesUseCase: searchCitiesUseCase, clock: clock)
    self.addCityUseCase = addCityUseCase
  }

  public func searchCities(request: AddCity.SearchCities.Request) async {
    guard let query = CitySearchQuery(request.text) else {
      searchWorker.cancel()
      results = []
      presenter?.presentSearch(response: responseWithoutSearch(for: request.text))
      return
    }
    let answer = await searchWorker.search(for: query) { [weak self] in
      self?.showSearching()
    }
    switch answer {
    case nil:
      return
    case .success(let cities):
      results = cities
      presenter?.presentSearch(response: .found(cities, query: query.text))
    case .failure(let error):
      // The old rows went when the searching state replaced them.
      presenter?.presentSearch(response: .failed(error))
    }
  }

  public func chooseCity(request: AddCity.ChooseCity.Request) async {
    guard let city = results.first(where: { $0.id == request.cityID }) else { return }
    do {
      let added = try await addCityUseCase.add(parameters: AddCityParameters(city: city))
      addedCity = added
      presenter?.presentChosenCity(response: .added(added))
    } catch {
      presenter?.presentChosenCity(response: .refused(city, error))
    }
  }

  // The rows make way for the searching state, so no row of theirs can be chosen any more.
  private func showSearching() {
    results = []
    presenter?.presentSearch(response: .searching)
  }

  private func responseWithoutSearch(for text: String) -> AddCity.SearchCities.Response {
    text.allSatisfy(\.isWhitespace)
      ? .idle : .tooShort(minimumLength: CitySearchQuery.minimumLength)
  }
}
