import CitiesDomain
import CitiesPresentationWords
import CitiesTerminalKit
import CitiesVIPER

/// Stands between each VIPER presenter and its interactor, put in the presenter's `interactor` by
/// the composer while tracing is on, and records every call with its reply (or error).
@MainActor
final class VIPERInteractorTrace<Interactor> {
  private let interactor: Interactor
  private let log: TraceLog

  init(_ interactor: Interactor, traceLog: TraceLog) {
    (self.interactor, log) = (interactor, traceLog)
  }

  private func relay<Value>(
    _ message: String, _ call: () async throws -> Value
  ) async rethrows -> Value {
    try await log.exchange(from: .presenter, to: .interactor, message: message, call)
  }

  private func record(_ sender: TraceRole, _ message: String, kind: TraceEvent.Kind = .call) {
    let receiver: TraceRole = sender == .presenter ? .interactor : .presenter
    log.record(TraceEvent(from: sender, to: receiver, message: message, kind: kind))
  }

  // The entity behind a row, asked for synchronously: a call and its reply, or "nil".
  private func city(withID id: City.ID, from find: (City.ID) -> City?) -> City? {
    record(.presenter, "city(withID: \(id))")
    let city = find(id)
    record(.interactor, city.map(TraceText.short) ?? "nil", kind: .reply)
    return city
  }
}

extension VIPERInteractorTrace: CitiesInteractorInput
where Interactor == any CitiesInteractorInput {
  func fetchCities() async throws -> [City] {
    try await relay("fetchCities()") { try await interactor.fetchCities() }
  }

  func delete(_ city: City) async throws {
    try await relay("delete(\(city.name))") { try await interactor.delete(city) }
  }

  var deletedCity: City? { interactor.deletedCity }
  func restoreDeletedCity() async throws {
    try await relay("restoreDeletedCity()") { try await interactor.restoreDeletedCity() }
  }

  func city(withID id: City.ID) -> City? {
    city(withID: id, from: interactor.city(withID:))
  }

  var order: CitiesListOrder { interactor.order }
  func arrange(by order: CitiesListOrder) -> [City] { interactor.arrange(by: order) }
  func takeRenamed(_ city: City) -> [City] { interactor.takeRenamed(city) }
}

extension VIPERInteractorTrace: AddCityInteractorInput
where Interactor == any AddCityInteractorInput {
  func search(
    for text: String, willSend: @escaping @MainActor () -> Void
  ) async -> CitySearchOutcome {
    await relay("search(for: \(TraceText.short(text)))") {
      await interactor.search(for: text) { [weak self] in
        // The interactor's word that the request goes out, before the presenter shows searching.
        self?.record(.interactor, "willSend()")
        willSend()
      }
    }
  }

  func city(withID id: City.ID) -> City? {
    city(withID: id, from: interactor.city(withID:))
  }

  func add(_ city: City) async throws {
    try await relay("add(\(city.name))") { try await interactor.add(city) }
  }
}

extension VIPERInteractorTrace: CityWeatherInteractorInput
where Interactor == any CityWeatherInteractorInput {
  var city: City { interactor.city }

  func fetchWeather() async throws -> WeatherReport {
    try await relay("fetchWeather()") { try await interactor.fetchWeather() }
  }

  func rename(to name: String) async throws {
    try await relay("rename(\(TraceText.short(name)))") { try await interactor.rename(to: name) }
  }
}
