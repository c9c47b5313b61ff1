import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

@MainActor
@Suite(
  "VIPER city rows, in the saved list and the results alike", .timeLimit(.minutes(1)),
  .endsRunWhenHung,
  .checksReleases)
struct CityDisplayItemTests {
  @Test(
    "A row's subtitle joins region and country, leaving out blanks and a region equal to the name",
    .tags(.f5, .l5, .s8),
    arguments: [
      (city(region: "Bavaria", country: "Germany", name: "Munich"), "Bavaria, Germany"),
      (city(region: "Berlin", country: "Germany", name: "Berlin"), "Germany"),
      (city(region: nil, country: "Germany", name: "Bonn"), "Germany"),
      (city(region: "", country: nil, name: "Bonn"), ""),
      (city(region: "Bavaria", country: "", name: "Munich"), "Bavaria"),
    ])
  func subtitle(of city: City, reads expected: String) async {
    let sut = makeSUT()
    await sut.searchCities.answer(with: .success([city]))

    async let typed: Void = sut.presenter.didType("Bonn")
    await sut.clock.sleepers(count: 1)
    sut.clock.advance(by: .milliseconds(300))
    await typed

    #expect(sut.view.itemsOnScreen.map(\.subtitle) == [expected])
    #expect(sut.view.itemsOnScreen.map(\.title) == [city.name])
  }

  private func makeSUT() -> (
    presenter: AddCityPresenter, view: AddCityViewSpy, searchCities: SearchCitiesUseCaseSpy,
    clock: TestClock
  ) {
    let (view, searchCities, clock) = (AddCityViewSpy(), SearchCitiesUseCaseSpy(), TestClock())
    let interactor = AddCityInteractor(
      searchCitiesUseCase: searchCities, addCityUseCase: AddCityUseCaseSpy(), clock: clock)
    let presenter = AddCityPresenter(interactor: interactor, wireframe: AddCityWireframeInputSpy())
    presenter.view = view
    expectReleasedAfterTest(presenter)
    expectReleasedAfterTest(interactor)
    return (presenter, view, searchCities, clock)
  }
}

private func city(region: String?, country: String?, name: String) -> City {
  var city = anyCity(name: name)
  (city.region, city.country) = (region, country)
  return city
}
