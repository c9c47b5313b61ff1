import CitiesDomain
import CitiesTerminal

/// Stands in for the composition root's use-case decorators in the shells' tests: it passes every
/// call on to the real use cases and traces it as a message from `caller` to the use case.
///
/// One value plays all five use cases, so a test wraps a whole feature in one line.
public struct UseCaseTraceSpy: DisplayCitiesUseCase, AddCityUseCase, DeleteCityUseCase,
  SearchCitiesUseCase, ShowWeatherUseCase
{
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let addCityUseCase: any AddCityUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  private let searchCitiesUseCase: any SearchCitiesUseCase
  private let showWeatherUseCase: any ShowWeatherUseCase
  private let caller: TraceRole
  private let traceLog: TraceLog

  /// Wraps the use cases; `caller` is the role that calls them in the pattern under test.
  public init(
    displayCities: any DisplayCitiesUseCase,
    addCity: any AddCityUseCase,
    deleteCity: any DeleteCityUseCase,
    searchCities: any SearchCitiesUseCase,
    showWeather: any ShowWeatherUseCase,
    caller: TraceRole,
    traceLog: TraceLog
  ) {
    self.displayCitiesUseCase = displayCities
    self.addCityUseCase = addCity
    self.deleteCityUseCase = deleteCity
    self.searchCitiesUseCase = searchCities
    self.showWeatherUseCase = showWeather
    self.caller = caller
    self.traceLog = traceLog
  }

  public func displayCities() async throws -> [City] {
    record("displayCities()")
    return try await displayCitiesUseCase.displayCities()
  }

  public func add(parameters: AddCityParameters) async throws -> City {
    record("add(parameters: \(parameters.city.name))")
    return try await addCityUseCase.add(parameters: parameters)
  }

  public func delete(city: City) async throws {
    record("delete(city: \(city.name))")
    try await deleteCityUseCase.delete(city: city)
  }

  public func search(for text: String) async throws -> [City] {
    record("search(for: \"\(text)\")")
    return try await searchCitiesUseCase.search(for: text)
  }

  public func showWeather(for city: City) async throws -> WeatherReport {
    record("showWeather(for: \(city.name))")
    return try await showWeatherUseCase.showWeather(for: city)
  }

  private func record(_ message: String) {
    traceLog.record(TraceEvent(from: caller, to: .useCase, message: message))
  }
}
