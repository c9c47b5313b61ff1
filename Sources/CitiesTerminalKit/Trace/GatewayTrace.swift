import CitiesDomain
import Foundation

/// The three gateways as the use cases call them, one value for all three: each call and its answer
/// (or error) recorded between the use case and the gateway, so the trace shows every trip.
public struct GatewayTrace: CitiesGateway, CitySearchGateway, WeatherGateway {
  private let cities: any CitiesGateway
  private let search: any CitySearchGateway
  private let weather: any WeatherGateway
  private let traceLog: TraceLog

  public init(
    cities: any CitiesGateway, search: any CitySearchGateway, weather: any WeatherGateway,
    traceLog: TraceLog
  ) {
    (self.cities, self.search, self.weather, self.traceLog) = (cities, search, weather, traceLog)
  }

  public func fetchCities() async throws -> [City] {
    try await traced("fetchCities()") { try await cities.fetchCities() }
  }

  public func add(parameters: AddCityParameters) async throws -> City {
    try await traced("add(\(parameters.city.name))") {
      try await cities.add(parameters: parameters)
    }
  }

  public func delete(city: City) async throws {
    try await traced("delete(\(city.name))") { try await cities.delete(city: city) }
  }

  public func restore(city: City, at position: Int) async throws {
    try await traced("restore(\(city.name), at: \(position))") {
      try await cities.restore(city: city, at: position)
    }
  }

  public func rename(city: City, to name: String) async throws -> City {
    try await traced("rename(\(city.name), to: \(TraceText.short(name)))") {
      try await cities.rename(city: city, to: name)
    }
  }

  public func searchCities(matching query: CitySearchQuery) async throws -> [City] {
    try await traced("searchCities(\(TraceText.short(query.text)))") {
      try await search.searchCities(matching: query)
    }
  }

  public func fetchWeather(at coordinates: Coordinates, forecastDays: Int) async throws
    -> WeatherReport
  {
    let place = String(format: "%.2f, %.2f", coordinates.latitude, coordinates.longitude)
    return try await traced("fetchWeather(\(place), \(forecastDays) days)") {
      try await weather.fetchWeather(at: coordinates, forecastDays: forecastDays)
    }
  }

  private func traced<Value: Sendable>(
    _ message: String, _ call: () async throws -> Value
  ) async throws -> Value {
    try await traceLog.exchange(from: .useCase, to: .gateway, message: message, call)
  }
}
