import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport
import Testing

@MainActor
@Suite("VIP add-city presenter", .checksReleases)
struct AddCityPresenterTests {
  private let view = AddCityDisplayLogicSpy()

  @Test("Nothing typed invites the user to type a city name", .tags(.s1))
  func idle() {
    let presenter = makeSUT()
    presenter.presentSearch(response: .idle)

    #expect(view.messages == [display(.idle(message: AddCityWords.idle))])
  }

  @Test("Too short a text says how many letters a search needs", .tags(.s2))
  func hint() {
    let presenter = makeSUT()
    presenter.presentSearch(response: .tooShort(minimumLength: 2))

    #expect(
      view.messages == [display(.hint(message: AddCityWords.queryTooShort(minimumLength: 2)))])
  }

  @Test("A request on its way shows the searching state", .tags(.s3))
  func searching() {
    let presenter = makeSUT()
    presenter.presentSearch(response: .searching)

    #expect(view.messages == [display(.searching)])
  }

  @Test(
    "Matching cities show as rows titled by name, subtitled with region and country",
    .tags(.s3, .s8))
  func results() {
    let presenter = makeSUT()
    presenter.presentSearch(response: .found([anyCity(), otherCity()], query: "Ber"))

    let rows = [
      AddCity.SearchCities.ViewModel.DisplayedCity(
        id: anyCity().id, title: "Berlin", subtitle: "Germany"),
      AddCity.SearchCities.ViewModel.DisplayedCity(
        id: otherCity().id, title: "London", subtitle: "England, United Kingdom"),
    ]
    #expect(view.messages == [display(.result(rows))])
  }

  @Test("No match says so, quoting the query", .tags(.s3))
  func noMatch() {
    let presenter = makeSUT()
    presenter.presentSearch(response: .found([], query: "Xyzzy"))

    #expect(view.messages == [display(.empty(message: AddCityWords.noMatches(query: "Xyzzy")))])
  }

  @Test("A failed search shows the reason", .tags(.s3))
  func searchFailure() {
    let presenter = makeSUT()
    presenter.presentSearch(response: .failed(AnyError("offline")))

    #expect(
      view.messages == [display(.error(message: AddCityWords.searchFailed(reason: "offline")))])
  }

  @Test(
    "A search the domain refuses as too short shows the hint with its length, not a failure",
    .tags(.s15))
  func refusedSearchHint() {
    let presenter = makeSUT()
    presenter.presentSearch(response: .failed(SearchCitiesError.queryTooShort(minimumLength: 3)))

    #expect(
      view.messages == [display(.hint(message: AddCityWords.queryTooShort(minimumLength: 3)))])
  }

  @Test("An added city tells the view to leave for the list", .tags(.s9))
  func added() {
    let presenter = makeSUT()
    presenter.presentChosenCity(response: .added(anyCity()))

    #expect(view.messages == [.displayChosenCity(.added)])
  }

  @Test(
    "A city saved already is refused in the duplicate alert, naming the saved city", .tags(.s10))
  func duplicateAlert() {
    let presenter = makeSUT()
    let saved = anyCity(name: "Berlin")
    let chosen = anyCity(name: "Berlin, Germany")

    presenter.presentChosenCity(response: .refused(chosen, AddCityError.alreadySaved(saved)))

    #expect(
      view.messages == [
        .displayChosenCity(.alert(message: AddCityWords.alreadySaved(cityName: "Berlin")))
      ])
  }

  @Test("A city with a blank name is refused in the blank-name alert", .tags(.s14))
  func blankNameAlert() {
    let presenter = makeSUT()
    presenter.presentChosenCity(response: .refused(anyCity(), AddCityError.blankName))

    #expect(view.messages == [.displayChosenCity(.alert(message: AddCityWords.blankName))])
  }

  @Test("Any other refusal shows an alert naming the chosen city and the reason", .tags(.s11))
  func otherFailureAlert() {
    let presenter = makeSUT()
    presenter.presentChosenCity(response: .refused(anyCity(), AnyError("disk full")))

    #expect(
      view.messages == [
        .displayChosenCity(
          .alert(message: AddCityWords.couldNotAdd(cityName: "Berlin", reason: "disk full")))
      ])
  }

  private func makeSUT() -> AddCityPresenter {
    let presenter = AddCityPresenter(view: view)
    expectReleasedAfterTest(presenter)
    return presenter
  }
}

private func display(_ state: AddCityViewState) -> AddCityDisplayLogicSpy.Message {
  .displaySearch(AddCity.SearchCities.ViewModel(state: state))
}
