import CitiesDomain

/// A `CitiesGateway` that records each call from a use case, and the answer, in the trace.
public struct TracingCitiesGateway: CitiesGateway {
  private let gateway: any CitiesGateway
  private let traceLog: TraceLog

  /// Wraps the gateway.
  public init(_ gateway: any CitiesGateway, traceLog: TraceLog) {
    self.gateway = gateway
    self.traceLog = traceLog
  }

  public func fetchCities() async throws -> [City] {
    try await traceLog.exchange(
      from: .useCase, to: .gateway, message: "fetchCities()", reply: TraceText.cities
    ) {
      try await gateway.fetchCities()
    }
  }

  public func add(parameters: AddCityParameters) async throws -> City {
    let message = "add(\(TraceText.city(parameters.city)))"
    return try await traceLog.exchange(
      from: .useCase, to: .gateway, message: message, reply: TraceText.city
    ) {
      try await gateway.add(parameters: parameters)
    }
  }

  public func delete(city: City) async throws {
    try await traceLog.exchange(
      from: .useCase, to: .gateway, message: "delete(\(TraceText.city(city)))",
      reply: TraceText.done
    ) {
      try await gateway.delete(city: city)
    }
  }
}
