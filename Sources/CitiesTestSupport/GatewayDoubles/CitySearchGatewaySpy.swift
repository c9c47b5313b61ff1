import CitiesDomain

/// A `CitySearchGateway` that records the queries it receives and answers with a canned result.
public actor CitySearchGatewaySpy: CitySearchGateway {
  /// Every query so far, oldest first.
  public private(set) var receivedQueries: [CitySearchQuery] = []
  private var result: Result<[City], any Error>

  /// Makes a gateway that answers every query with the given result.
  public init(result: Result<[City], any Error> = .success([])) {
    self.result = result
  }

  /// Changes the answer to later queries.
  public func answer(with result: Result<[City], any Error>) { self.result = result }

  public func searchCities(matching query: CitySearchQuery) async throws -> [City] {
    receivedQueries.append(query)
    return try result.get()
  }
}
