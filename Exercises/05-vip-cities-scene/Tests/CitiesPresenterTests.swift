// Made by scripts/kata.py from Tests/CitiesVIPTests/Cities/CitiesPresenterTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise05Starter
import Testing

@MainActor
@Suite("VIP cities presenter", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesPresenterTests {
  private let view = CitiesDisplayLogicSpy()

  @Test("Loading shows the loading state", .tags(.l1))
  func loadingState() {
    let presenter = makeSUT()
    presenter.presentCities(response: .loading)

    let viewModel = Cities.LoadCities.ViewModel(state: .loading)
    #expect(view.messages == [.displayCities(viewModel)])
  }

  @Test("Saved cities show as rows titled by name, in the order given", .tags(.l5))
  func citiesShowAsRows() {
    let presenter = makeSUT()
    presenter.presentCities(response: .loaded([anyCity(), otherCity()], order: .added))

    let rows = [
      Cities.LoadCities.ViewModel.DisplayedCity(
        id: anyCity().id, title: "Berlin", subtitle: "Germany"),
      Cities.LoadCities.ViewModel.DisplayedCity(
        id: otherCity().id, title: "London", subtitle: "England, United Kingdom"),
    ]
    let viewModel = Cities.LoadCities.ViewModel(state: .result(rows))
    #expect(view.messages == [.displayCities(viewModel)])
  }

  @Test(
    "A row's subtitle joins region and country, leaving out missing parts and a region named like the city",
    .tags(.f5, .l5),
    arguments: [
      (city(name: "Munich", region: "Bavaria", country: "Germany"), "Bavaria, Germany"),
      (city(name: "Berlin", region: "Berlin", country: "Germany"), "Germany"),
      (city(name: "Berlin", region: nil, country: "Germany"), "Germany"),
      (city(name: "Munich", region: "Bavaria", country: nil), "Bavaria"),
      (city(name: "Monaco", region: "Monaco", country: nil), ""),
      (city(name: "Nowhere", region: nil, country: nil), ""),
    ])
  func subtitle(city: City, expected: String) throws {
    let presenter = makeSUT()
    presenter.presentCities(response: .loaded([city], order: .added))

    let message = try #require(view.messages.first)
    guard case .displayCities(let viewModel) = message else {
      Issue.record("Expected rows, got \(message)")
      return
    }
    #expect(viewModel.state == .result([row(city, expected)]))
  }

  @Test("An empty list says that no city is saved yet", .tags(.l3))
  func emptyList() {
    let presenter = makeSUT()
    presenter.presentCities(response: .loaded([], order: .added))

    let state = CitiesViewState.empty(
      message: CitiesListWords.emptyList)
    let viewModel = Cities.LoadCities.ViewModel(state: state)
    #expect(view.messages == [.displayCities(viewModel)])
  }

  @Test("A list that cannot be read shows the reason", .tags(.l4))
  func loadFailure() {
    let presenter = makeSUT()
    presenter.presentCities(response: .failed(AnyError("disk unreadable")))

    let state = CitiesViewState.error(
      message: CitiesListWords.couldNotLoad(reason: "disk unreadable"))
    let viewModel = Cities.LoadCities.ViewModel(state: state)
    #expect(view.messages == [.displayCities(viewModel)])
  }

  @Test("A failed delete shows an alert naming the city and the reason", .tags(.l7))
  func deleteFailureAlert() {
    let presenter = makeSUT()
    presenter.presentDeleteCity(
      response: Cities.DeleteCity.Response(city: anyCity(), error: AnyError("file locked")))

    let alert = Cities.DeleteCity.ViewModel(
      alertMessage: CitiesListWords.couldNotDelete(cityName: "Berlin", reason: "file locked"))
    #expect(view.messages == [.displayDeleteCity(alert)])
  }

  private func makeSUT() -> CitiesPresenter {
    let presenter = CitiesPresenter(view: view)
    expectReleasedAfterTest(presenter)
    return presenter
  }
}

private func city(name: String, region: String?, country: String?) -> City {
  City(
    id: 1, name: name, region: region, country: country,
    coordinates: Coordinates(latitude: 0, longitude: 0))
}

private func row(_ city: City, _ subtitle: String) -> Cities.LoadCities.ViewModel.DisplayedCity {
  Cities.LoadCities.ViewModel.DisplayedCity(id: city.id, title: city.name, subtitle: subtitle)
}
