import CitiesDomain
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite("City rows", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitySubtitleTests {
  @Test(
    "A row's subtitle joins region and country, leaving out blanks and a region named as the city",
    .tags(.f5),
    arguments: [
      ("Bavaria", "Germany", "Bavaria, Germany"), ("Berlin", "Germany", "Germany"),
      (nil, "Germany", "Germany"), ("", "Germany", "Germany"), ("Bavaria", nil, "Bavaria"),
      (nil, nil, ""),
    ] as [(String?, String?, String)])
  func subtitle(region: String?, country: String?, shown: String) async {
    var city = anyCity()
    city.region = region
    city.country = country
    let reducer = makeSUT(displaying: city)

    await withTestStore(initialState: CitiesState(), reducer: reducer) { store in
      await store.send(.appeared)
      await store.receive(.citiesLoaded([city])) {
        $0.cities = [city]
        $0.content = .list(rows: [CityRow(id: city.id, title: "Berlin", subtitle: shown)])
      }
    }
  }

  private func makeSUT(displaying city: City) -> CitiesReducer {
    CitiesReducer(
      displayCities: DisplayCitiesUseCaseStub(result: .success([city])),
      deleteCity: DeleteCityUseCaseSpy(), restoreCity: RestoreCityUseCaseSpy(),
      destination: anyDestination())
  }
}
