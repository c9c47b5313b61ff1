import CitiesDomain
import CitiesPresentationWords
import Observation

/// What the city-weather scene's view tells its view model: one method per event of the view.
@MainActor
public protocol CityWeatherViewModelInput {
  /// The scene came on screen.
  func viewDidAppear() async
  /// The user asked to load the weather again after it failed.
  func didTapRetry() async
  /// The user asked to go back to the list.
  func didTapBack()
  /// The user entered a new name for the city.
  func didEnterNewName(_ name: String) async
  /// The user closed the alert.
  func didDismissAlert()
}

/// What the city-weather scene's view shows: properties it observes with Observation.
@MainActor
public protocol CityWeatherViewModelOutput {
  /// The scene's title, the city's name; it is known before the report arrives.
  var title: String { get }
  /// What the scene shows below the title now.
  var state: CityWeatherState { get }
  /// A one-off message shown over the state until the user closes it, such as a refused rename.
  var alert: String? { get }
}

/// The city-weather scene's view model: fetches one city's report through its scene use case and
/// publishes it as ready-to-show strings.
@Observable
@MainActor
public final class CityWeatherViewModel: CityWeatherViewModelInput, CityWeatherViewModelOutput {
  public private(set) var title: String
  public private(set) var state: CityWeatherState = .loading
  public private(set) var alert: String?

  @ObservationIgnored private var city: City
  private let useCase: any CityWeatherSceneUseCase
  // Weak, because the navigator owns the scene it shows.
  @ObservationIgnored private weak var navigator: (any CityWeatherNavigator)?
  // Passes a renamed city back to the scene that opened this one.
  @ObservationIgnored private let didRenameCity: @MainActor (City) -> Void

  /// Makes the view model for the city; it holds the navigator weakly, and calls `didRenameCity`
  /// with the city each time a rename succeeds.
  public init(
    city: City, useCase: any CityWeatherSceneUseCase, navigator: any CityWeatherNavigator,
    didRenameCity: @escaping @MainActor (City) -> Void = { _ in }
  ) {
    self.title = city.name
    self.city = city
    self.useCase = useCase
    self.navigator = navigator
    self.didRenameCity = didRenameCity
  }

  public func viewDidAppear() async {
    await loadWeather()
  }

  public func didTapRetry() async {
    await loadWeather()
  }

  public func didTapBack() {
    navigator?.closeCityWeather()
  }

  public func didEnterNewName(_ name: String) async {
    do {
      city = try await useCase.rename(city, to: name)
    } catch {
      alert = CityWeatherWords.message(forFailureToRename: city, error: error)
      return
    }
    title = city.name
    didRenameCity(city)
  }

  public func didDismissAlert() {
    alert = nil
  }

  private func loadWeather() async {
    state = .loading
    do {
      let report = try await useCase.weather(for: city)
      state = .report(WeatherReportWords(report))
    } catch {
      let reason = error.reason(or: FailureWords.unknownReason)
      state = .error(message: CityWeatherWords.couldNotLoad(reason: reason))
    }
  }
}
