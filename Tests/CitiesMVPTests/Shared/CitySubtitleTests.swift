import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite("MVP city subtitle", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitySubtitleTests {
  @Test(
    "A subtitle joins region and country, leaving out parts missing, blank or equal to the name",
    .tags(.f5, .l5),
    arguments: [
      (city(name: "Munich", region: "Bavaria", country: "Germany"), "Bavaria, Germany"),
      (city(name: "Berlin", region: "Berlin", country: "Germany"), "Germany"),
      (city(name: "Munich", region: nil, country: "Germany"), "Germany"),
      (city(name: "Munich", region: "Bavaria", country: nil), "Bavaria"),
      (city(name: "Munich", region: "", country: "Germany"), "Germany"),
      (city(name: "Berlin", region: "Berlin", country: nil), ""),
      (city(name: "Nowhere", region: nil, country: nil), ""),
    ]
  )
  func subtitle(of city: City, reads expected: String) async {
    let (view, presenter) = makeSUT(showing: city)

    await presenter.viewDidAppear()

    #expect(
      view.messages.last == .rows([CityCellViewSpy.Row(title: city.name, subtitle: expected)]))
  }

  private func makeSUT(showing city: City) -> (view: CitiesViewSpy, presenter: any CitiesPresenter)
  {
    let view = CitiesViewSpy()
    let presenter = CitiesConfigurator(
      displayCitiesUseCase: DisplayCitiesUseCaseStub(result: .success([city])),
      deleteCityUseCase: DeleteCityUseCaseSpy(),
      restoreCityUseCase: RestoreCityUseCaseSpy(),
      orderSetting: CitiesListOrderSetting()
    ).configure(view: view, router: CitiesRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return (view, presenter)
  }
}

private func city(name: String, region: String?, country: String?) -> City {
  City(
    id: 1,
    name: name,
    region: region,
    country: country,
    coordinates: Coordinates(latitude: 48.137, longitude: 11.575)
  )
}
