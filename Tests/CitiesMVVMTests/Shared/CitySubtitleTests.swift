import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite("City subtitle", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitySubtitleTests {
  @Test(
    "A row's subtitle joins region and country, leaving out what is missing or repeats the name",
    .tags(.f5, .l5),
    arguments: [
      (city(name: "Munich", region: "Bavaria", country: "Germany"), "Bavaria, Germany"),
      (city(name: "Berlin", region: "Berlin", country: "Germany"), "Germany"),
      (city(name: "Monaco", region: nil, country: "Monaco"), "Monaco"),
      (city(name: "Hamilton", region: "Bermuda", country: nil), "Bermuda"),
      (city(name: "Nowhere", region: nil, country: nil), ""),
      (city(name: "Vienna", region: "", country: "Austria"), "Austria"),
    ]
  )
  func subtitle(of city: City, isShownAs subtitle: String) async throws {
    let viewModel = makeSUT(saved: city)

    await viewModel.viewDidAppear()

    let expected = CityItemViewModel(id: city.id, title: city.name, subtitle: subtitle)
    #expect(viewModel.state == .list(items: [expected]))
  }

  private func makeSUT(saved city: City) -> CitiesViewModel {
    let viewModel = CitiesViewModel(
      useCase: CitiesSceneUseCaseSpy(result: .success([city])), navigator: CitiesNavigatorSpy())
    expectReleasedAfterTest(viewModel)
    return viewModel
  }
}

private func city(name: String, region: String?, country: String?) -> City {
  City(
    id: 1,
    name: name,
    region: region,
    country: country,
    coordinates: Coordinates(latitude: 0, longitude: 0)
  )
}
