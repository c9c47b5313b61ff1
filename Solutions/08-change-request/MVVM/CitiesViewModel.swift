// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesViewModel.swift.

import CitiesDomain
import CitiesPresentationWords
import Observation

/// The cities list's view model: takes the user's intents and publishes the state the view shows.
///
/// A view observes `state` and `alert` (Observation) and forwards each user event to `send(_:)`.
@Observable
@MainActor
public final class CitiesViewModel {
  /// What the list shows now.
  public private(set) var state: CitiesState = .loading
  /// A one-off message shown over the state until the view sends `.alertDismissed`.
  public private(set) var alert: String?

  private let useCase: any CitiesSceneUseCase
  // Weak, because the navigator owns the scene it shows.
  @ObservationIgnored private weak var navigator: (any CitiesNavigator)?
  // The cities behind the rows on screen, so that a chosen row leads back to its city.
  @ObservationIgnored private var cities: [City] = []

  /// Makes the view model; it holds the navigator weakly.
  public init(useCase: any CitiesSceneUseCase, navigator: any CitiesNavigator) {
    self.useCase = useCase
    self.navigator = navigator
  }

  /// The list's title, counting the rows while they show: `Saved cities (2)`.
  public var title: String {
    guard case .list(let rows) = state else { return CitiesListWords.title }
    return CitiesListWords.title(rowCount: rows.count)
  }

  /// Handles one user event and returns once the work it started has finished.
  public func send(_ intent: CitiesIntent) async {
    switch intent {
    case .appeared, .retryTapped: await loadCities()
    case .deleteTapped(let row): await delete(row)
    case .cityTapped(let row): showWeather(for: row)
    case .addTapped: navigator?.showAddCity()
    case .alertDismissed: alert = nil
    }
  }

  private func loadCities() async {
    state = .loading
    await reloadCities()
  }

  // Replaces what is on screen with the list as saved now, without a loading state in between.
  private func reloadCities() async {
    do {
      cities = try await useCase.cities()
      let rows = cities.map(CityRow.init(city:))
      state = rows.isEmpty ? .empty(message: CitiesListWords.emptyList) : .list(rows: rows)
    } catch {
      // The rows give way to the error, so no row of theirs can be tapped any more.
      cities = []
      let reason = error.reason(or: FailureWords.unknownReason)
      state = .error(message: CitiesListWords.couldNotLoad(reason: reason))
    }
  }

  private func delete(_ row: CityRow) async {
    guard let city = city(for: row) else { return }
    do {
      try await useCase.delete(city)
    } catch {
      let reason = error.reason(or: FailureWords.unknownReason)
      alert = CitiesListWords.couldNotDelete(cityName: city.name, reason: reason)
      return
    }
    await reloadCities()
  }

  private func showWeather(for row: CityRow) {
    guard let city = city(for: row) else { return }
    navigator?.showCityWeather(for: city)
  }

  private func city(for row: CityRow) -> City? {
    cities.first { $0.id == row.id }
  }
}
