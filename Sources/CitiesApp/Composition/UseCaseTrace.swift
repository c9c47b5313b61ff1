import CitiesDomain
import CitiesTerminalKit

/// The use cases as one pattern calls them, one value for all of them: each call and its answer
/// (or error) recorded between the use case and its caller, Presenter, Interactor or ViewModel.
public struct UseCaseTrace: DisplayCitiesUseCase, AddCityUseCase, DeleteCityUseCase,
  RestoreCityUseCase, RenameCityUseCase, SearchCitiesUseCase, ShowWeatherUseCase
{
  private let useCases: FeatureDependencies
  private let caller: TraceRole
  private let traceLog: TraceLog

  /// Wraps the use cases of `dependencies`, as `caller` calls them, recording into `traceLog`.
  public init(_ dependencies: FeatureDependencies, caller: TraceRole, traceLog: TraceLog) {
    (useCases, self.caller, self.traceLog) = (dependencies, caller, traceLog)
  }

  public func displayCities() async throws -> [City] {
    try await traced("displayCities()") { try await useCases.displayCitiesUseCase.displayCities() }
  }

  public func add(parameters: AddCityParameters) async throws -> City {
    try await traced("add(\(parameters.city.name))") {
      try await useCases.addCityUseCase.add(parameters: parameters)
    }
  }

  public func delete(city: City) async throws {
    try await traced("delete(\(city.name))") {
      try await useCases.deleteCityUseCase.delete(city: city)
    }
  }

  public func restore(city: City, at position: Int) async throws {
    try await traced("restore(\(city.name), at: \(position))") {
      try await useCases.restoreCityUseCase.restore(city: city, at: position)
    }
  }

  public func rename(city: City, to name: String) async throws -> City {
    try await traced("rename(\(city.name), to: \(TraceText.short(name)))") {
      try await useCases.renameCityUseCase.rename(city: city, to: name)
    }
  }

  public func search(for text: String) async throws -> [City] {
    try await traced("search(\(TraceText.short(text)))") {
      try await useCases.searchCitiesUseCase.search(for: text)
    }
  }

  public func showWeather(for city: City) async throws -> WeatherReport {
    try await traced("showWeather(\(city.name))") {
      try await useCases.showWeatherUseCase.showWeather(for: city)
    }
  }

  private func traced<Value: Sendable>(
    _ message: String, _ call: () async throws -> Value
  ) async throws -> Value {
    try await traceLog.exchange(from: caller, to: .useCase, message: message, call)
  }
}
