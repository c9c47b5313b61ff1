import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import Testing

@MainActor
@Suite("VIP add-city presenter", .checksReleases)
struct AddCityPresenterTests {
  private let view = AddCityDisplaySpy()
  private let presenter: AddCityPresenter

  init() {
    presenter = AddCityPresenter(view: view)
    expectReleasedAfterTest(presenter)
  }

  @Test("Nothing typed invites the user to type a city name", .tags(.s1))
  func idle() {
    presenter.presentSearch(response: .idle)

    #expect(view.messages == [display(.idle(message: "Type a city name to search."))])
  }

  @Test("Too short a text says how many letters a search needs", .tags(.s2))
  func hint() {
    presenter.presentSearch(response: .tooShort(minimumLength: 2))

    #expect(view.messages == [display(.hint(message: "Type at least 2 letters to search."))])
  }

  @Test("A request on its way shows the searching state", .tags(.s3))
  func searching() {
    presenter.presentSearch(response: .searching)

    #expect(view.messages == [display(.searching)])
  }

  @Test(
    "Matching cities show as rows titled by name, subtitled with region and country",
    .tags(.s3, .s8))
  func results() {
    presenter.presentSearch(response: .found([anyCity(), otherCity()], query: "Ber"))

    let rows = [
      CityRowViewModel(id: anyCity().id, title: "Berlin", subtitle: "Germany"),
      CityRowViewModel(id: otherCity().id, title: "London", subtitle: "England, United Kingdom"),
    ]
    #expect(view.messages == [display(.result(rows))])
  }

  @Test("No match says so, quoting the query", .tags(.s3))
  func noMatch() {
    presenter.presentSearch(response: .found([], query: "Xyzzy"))

    #expect(view.messages == [display(.empty(message: "No cities match \"Xyzzy\"."))])
  }

  @Test("A failed search shows the reason", .tags(.s3))
  func searchFailure() {
    presenter.presentSearch(response: .failed(AnyError("offline")))

    #expect(view.messages == [display(.error(message: "Search failed: offline"))])
  }

  @Test("An added city tells the view to leave for the list", .tags(.s9))
  func added() {
    presenter.presentChosenCity(response: .added(anyCity()))

    #expect(view.messages == [.displayChosenCity(.added)])
  }

  @Test("A city saved already shows exactly the duplicate error's own sentence", .tags(.s10))
  func duplicateAlert() {
    let saved = anyCity(name: "Berlin")
    let chosen = anyCity(name: "Berlin, Germany")

    presenter.presentChosenCity(response: .refused(chosen, AddCityError.alreadySaved(saved)))

    #expect(
      view.messages == [.displayChosenCity(.alert(message: "Berlin is already in your list."))])
  }

  @Test("Any other refusal shows an alert naming the chosen city and the reason", .tags(.s11))
  func otherFailureAlert() {
    presenter.presentChosenCity(response: .refused(anyCity(), AnyError("disk full")))

    #expect(
      view.messages == [.displayChosenCity(.alert(message: "Could not add Berlin: disk full"))])
  }
}

private func display(_ state: AddCityViewState) -> AddCityDisplaySpy.Message {
  .displaySearch(AddCity.SearchCities.ViewModel(state: state))
}
