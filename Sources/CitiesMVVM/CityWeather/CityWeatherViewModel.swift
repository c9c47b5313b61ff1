import CitiesDomain
import CitiesPresentationWords
import Observation

/// The city-weather scene's view model: fetches one city's report and publishes it as
/// ready-to-show strings.
///
/// A view observes `state` (Observation) and forwards each user event to `send(_:)`.
@Observable
@MainActor
public final class CityWeatherViewModel {
  /// The scene's title, the city's name; it is known before the report arrives.
  public let title: String
  /// What the scene shows below the title now.
  public private(set) var state: CityWeatherState = .loading

  private let city: City
  private let useCase: any CityWeatherSceneUseCase
  // Weak, because the navigator owns the scene it shows.
  @ObservationIgnored private weak var navigator: (any CityWeatherNavigator)?

  /// Makes the view model for the city; it holds the navigator weakly.
  public init(
    city: City, useCase: any CityWeatherSceneUseCase, navigator: any CityWeatherNavigator
  ) {
    self.title = city.name
    self.city = city
    self.useCase = useCase
    self.navigator = navigator
  }

  /// Handles one user event and returns once the work it started has finished.
  public func send(_ intent: CityWeatherIntent) async {
    switch intent {
    case .appeared, .retryTapped: await loadWeather()
    case .backTapped: navigator?.closeCityWeather()
    }
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
