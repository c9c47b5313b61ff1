import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import Testing

@MainActor
@Suite("VIP add-city interactor")
struct AddCityInteractorTests {
  private let presenter = AddCityPresenterSpy()
  private let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity(), otherCity()]))
  private let addCity = AddCityUseCaseSpy()
  private let clock = TestClock()
  private let interactor: AddCityInteractor

  init() {
    interactor = AddCityInteractor(
      presenter: presenter, searchCitiesUseCase: searchCities, addCityUseCase: addCity,
      clock: clock)
  }

  @Test(
    "Nothing but white space presents the idle state and sends no request",
    arguments: ["", "   ", "\n\t"])
  func blankTextIsIdle(text: String) async {
    await interactor.searchCities(request: AddCity.SearchCities.Request(text: text))

    #expect(presenter.messages == [.presentIdle])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("One letter presents the hint and sends no request", arguments: ["B", "  B ", "é"])
  func oneLetterIsHint(text: String) async {
    await interactor.searchCities(request: AddCity.SearchCities.Request(text: text))

    #expect(presenter.messages == [.presentTooShort(minimumLength: 2)])
    #expect(await searchCities.searchedTexts.isEmpty)
  }

  @Test("A failed search is presented with its reason")
  func searchFailure() async {
    await searchCities.answer(with: .failure(AnyError("offline")))

    await search("Berlin")

    #expect(presenter.messages == [.presentSearching, .presentSearchFailure("offline")])
  }

  @Test("Choosing a result adds its city and presents it as added")
  func chooseAdds() async {
    await search("Berlin")

    await interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: otherCity().id))

    #expect(await addCity.receivedParameters == [AddCityParameters(city: otherCity())])
    #expect(presenter.messages.last == .presentAdded(otherCity()))
  }

  @Test("Choosing a city that is saved already presents the refusal with the duplicate error")
  func chooseDuplicateIsRefused() async {
    await search("Berlin")
    await addCity.fail(with: AddCityError.alreadySaved(anyCity()))

    await interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: anyCity().id))

    #expect(
      presenter.messages.last
        == .presentRefused(anyCity(), "\(AddCityError.alreadySaved(anyCity()))"))
  }

  @Test("A failed add is presented with the chosen city and the reason")
  func chooseFailureIsRefused() async {
    await search("Berlin")
    await addCity.fail(with: AnyError("disk full"))

    await interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: anyCity().id))

    #expect(presenter.messages.last == .presentRefused(anyCity(), "disk full"))
  }

  @Test("Choosing a row that is not among the current results adds nothing")
  func chooseUnknownRowDoesNothing() async {
    await search("Berlin")
    await interactor.searchCities(request: AddCity.SearchCities.Request(text: "B"))

    await interactor.chooseCity(request: AddCity.ChooseCity.Request(cityID: anyCity().id))

    #expect(await addCity.receivedParameters.isEmpty)
    #expect(presenter.messages.last == .presentTooShort(minimumLength: 2))
  }

  private func search(_ text: String) async {
    async let searched: Void = interactor.searchCities(
      request: AddCity.SearchCities.Request(text: text))
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    await searched
  }
}
