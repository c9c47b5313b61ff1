/// Puts a deleted city back by asking the cities gateway, which keeps the list's order.
public struct RestoreCityUseCaseImplementation: RestoreCityUseCase {
  private let citiesGateway: any CitiesGateway

  /// Makes the use case on top of the given gateway.
  public init(citiesGateway: any CitiesGateway) {
    self.citiesGateway = citiesGateway
  }

  public func restore(city: City, at position: Int) async throws {
    try await citiesGateway.restore(city: city, at: position)
  }
}
