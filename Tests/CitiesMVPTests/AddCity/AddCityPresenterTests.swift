import CitiesDomain
import CitiesMVP
import CitiesTestSupport
import CitiesWords
import Testing

@MainActor
@Suite("MVP add-city presenter: adding and leaving")
struct AddCityPresenterTests {
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
  private let addCity = AddCityUseCaseSpy()
  private let clock = TestClock()
  private let view = AddCityViewSpy()
  private let router = AddCityRouterSpy()
  private let presenter: any AddCityPresenter

  init() {
    presenter = AddCityConfigurator(
      searchCitiesUseCase: searchCities, addCityUseCase: addCity, clock: clock
    ).configure(view: view, router: router)
    view.presenter = presenter
  }

  @Test("Choosing a result adds that city and goes back to the list")
  func choosingAddsAndCloses() async {
    await showResults()

    await presenter.didSelect(row: 1)

    #expect(await addCity.receivedParameters == [AddCityParameters(city: otherCity())])
    #expect(router.messages == [.closeAddCity])
  }

  @Test("Choosing a city that is saved already shows why and stays")
  func alreadySavedAlerts() async {
    await showResults()
    await addCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await presenter.didSelect(row: 0)

    #expect(view.messages.last == .alert(AddCityWords.alreadySaved(cityName: "Berlin")))
    #expect(router.messages.isEmpty)
  }

  @Test("Choosing a city with a blank name shows the domain's refusal and stays")
  func blankNameAlerts() async {
    await showResults()
    await addCity.fail(with: AddCityError.blankName)

    await presenter.didSelect(row: 0)

    #expect(view.messages.last == .alert(AddCityWords.blankName))
    #expect(router.messages.isEmpty)
  }

  @Test("Any other failure to add shows the city and the error, and stays")
  func otherFailureAlerts() async {
    await showResults()
    await addCity.fail(with: AnyError("The disk is full."))

    await presenter.didSelect(row: 1)

    #expect(
      view.messages.last
        == .alert(AddCityWords.couldNotAdd(cityName: "London", reason: "The disk is full.")))
    #expect(router.messages.isEmpty)
  }

  @Test("Cancel goes back to the list without adding anything")
  func cancelCloses() async {
    presenter.cancelButtonPressed()

    #expect(router.messages == [.closeAddCity])
    #expect(await addCity.receivedParameters.isEmpty)
  }

  @Test("Cancel while a search waits out its pause stops that search")
  func cancelStopsPendingSearch() async {
    async let pending: Void = presenter.searchTextDidChange("Berlin")
    await clock.sleepers(count: 1)

    presenter.cancelButtonPressed()
    clock.advance(by: .milliseconds(300))
    await pending

    #expect(await searchCities.searchedTexts.isEmpty)
    #expect(view.messages.isEmpty)
  }

  @Test("The presenter goes away with its view")
  func presenterIsReleasedWithView() throws {
    var view: AddCityViewSpy? = AddCityViewSpy()
    weak var weakPresenter: (any AddCityPresenter)?
    do {
      let owner = try #require(view)
      owner.presenter = makeConfigurator().configure(view: owner, router: router)
      weakPresenter = owner.presenter
      owner.presenter?.viewDidLoad()
    }

    view = nil

    #expect(weakPresenter == nil)
  }

  @Test("Leaving while a search waits out its pause stops it and frees the presenter")
  func leavingStopsPendingSearch() async throws {
    var view: AddCityViewSpy? = AddCityViewSpy()
    weak var weakPresenter: (any AddCityPresenter)?
    do {
      let owner = try #require(view)
      let presenter = makeConfigurator().configure(view: owner, router: router)
      owner.presenter = presenter
      weakPresenter = presenter
      let typing = Task { await presenter.searchTextDidChange("Berlin") }
      await clock.sleepers(count: 1)

      // A view that goes away cancels the work it started.
      typing.cancel()
      clock.advance(by: .milliseconds(300))
      await typing.value
    }

    view = nil

    #expect(weakPresenter == nil)
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  private func showResults() async {
    async let typing: Void = presenter.searchTextDidChange("Berlin")
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await typing
  }

  private func makeConfigurator() -> AddCityConfigurator {
    AddCityConfigurator(searchCitiesUseCase: searchCities, addCityUseCase: addCity, clock: clock)
  }
}
