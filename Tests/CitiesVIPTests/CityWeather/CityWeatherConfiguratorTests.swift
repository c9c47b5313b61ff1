import CitiesDomain
import CitiesTestSupport
import CitiesVIP
import Testing

@MainActor
@Suite("VIP city-weather configurator")
struct CityWeatherConfiguratorTests {
  private let coordinator = CityWeatherCoordinatorSpy()
  private let showWeather = ShowWeatherUseCaseSpy()
  private let configurator: CityWeatherConfigurator

  init() {
    configurator = CityWeatherConfigurator(showWeatherUseCase: showWeather)
  }

  @Test("The configured loop brings the weather of the given city back to the view")
  func loopIsClosed() async {
    let view = CityWeatherDisplaySpy()
    let scene = configurator.configure(view: view, city: otherCity(), coordinator: coordinator)

    await scene.interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(await showWeather.requestedCities == [otherCity()])
    #expect(view.viewModels.map(\.title) == ["London", "London"])
    #expect(view.viewModels.first?.state == .loading)
  }

  @Test("The scene goes away with its view, leaving no interactor or router behind")
  func sceneIsReleasedWithView() async {
    var view: OwningCityWeatherView? = OwningCityWeatherView()
    view?.scene = view.map {
      configurator.configure(view: $0, city: anyCity(), coordinator: coordinator)
    }
    await view?.scene?.interactor.loadWeather(request: CityWeather.LoadWeather.Request())
    weak let weakView = view
    weak let interactor = view?.scene?.interactor
    weak let router = view?.scene?.router

    view = nil

    #expect(weakView == nil)
    #expect(interactor == nil)
    #expect(router == nil)
  }

  @Test(
    "A presenter decorator sees every response the interactor sends, and the view still gets it")
  func presenterDecoratorObservesTheLoop() async {
    let observer = CityWeatherPresenterSpy()
    let view = CityWeatherDisplaySpy()
    let configurator = CityWeatherConfigurator(
      showWeatherUseCase: showWeather,
      presenterDecorator: { ObservedCityWeatherPresenter(presenter: $0, observer: observer) })
    let scene = configurator.configure(view: view, city: otherCity(), coordinator: coordinator)

    await scene.interactor.loadWeather(request: CityWeather.LoadWeather.Request())

    #expect(
      observer.messages == [
        .presentLoading(otherCity()), .presentReport(otherCity(), anyWeatherReport()),
      ])
    #expect(view.viewModels.map(\.title) == ["London", "London"])
  }
}

/// A decorator that shows each response to an observer, then passes it on to the presenter.
@MainActor
private struct ObservedCityWeatherPresenter: CityWeatherPresentationLogic {
  let presenter: any CityWeatherPresentationLogic
  let observer: CityWeatherPresenterSpy

  func presentWeather(response: CityWeather.LoadWeather.Response) {
    observer.presentWeather(response: response)
    presenter.presentWeather(response: response)
  }
}

/// A view that owns its interactor and router, as a Clean Swift view does, and shows nothing.
@MainActor
private final class OwningCityWeatherView: CityWeatherDisplayLogic {
  var scene: (interactor: any CityWeatherBusinessLogic, router: any CityWeatherRoutingLogic)?

  func displayWeather(viewModel: CityWeather.LoadWeather.ViewModel) {}
}
