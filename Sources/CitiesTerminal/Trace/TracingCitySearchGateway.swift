import CitiesDomain

/// A `CitySearchGateway` that records each call from a use case, and the answer, in the trace.
public struct TracingCitySearchGateway: CitySearchGateway {
  private let gateway: any CitySearchGateway
  private let traceLog: TraceLog

  /// Wraps the gateway.
  public init(_ gateway: any CitySearchGateway, traceLog: TraceLog) {
    self.gateway = gateway
    self.traceLog = traceLog
  }

  public func searchCities(matching query: CitySearchQuery) async throws -> [City] {
    try await traceLog.exchange(
      from: .useCase, to: .gateway, message: "searchCities(\(TraceText.quoted(query.text)))",
      reply: TraceText.cities
    ) {
      try await gateway.searchCities(matching: query)
    }
  }
}
