import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

@MainActor
@Suite("VIPER routers", .checksReleases)
struct RouterTests {
  private let navigator = AppNavigatorSpy()

  @Test("The cities router opens the weather of the city the presenter hands it", .tags(.l8))
  func citiesRouterOpensWeather() {
    let router = CitiesRouter(navigator: navigator)

    router.openWeather(of: otherCity())

    #expect(navigator.messages == [.showCityWeather(otherCity())])
  }

  @Test("The cities router opens the search", .tags(.l9))
  func citiesRouterOpensSearch() {
    let router = CitiesRouter(navigator: navigator)

    router.openAddCity()

    #expect(navigator.messages == [.showAddCity])
  }

  @Test("The add-city router returns to the list", .tags(.s9, .s12))
  func addCityRouterReturns() {
    let router = AddCityRouter(navigator: navigator)

    router.returnToCities()

    #expect(navigator.messages == [.showCities])
  }

  @Test("The city-weather router closes the weather onto the list", .tags(.w6))
  func weatherRouterCloses() {
    let router = CityWeatherRouter(navigator: navigator)

    router.closeWeather()

    #expect(navigator.messages == [.showCities])
  }

  @Test("A router keeps the app's navigator only weakly, so it never keeps the app's screens")
  func routerHoldsNavigatorWeakly() throws {
    var navigator: AppNavigatorSpy? = AppNavigatorSpy()
    weak let released = navigator
    let router = CitiesRouter(navigator: try #require(navigator))

    navigator = nil
    router.openAddCity()

    #expect(released == nil)
  }
}
