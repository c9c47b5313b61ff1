/// Saves a city after checking the two rules of the list: every city has a name, and no city is
/// saved twice.
///
/// The gateway enforces the second rule too, because two adds can race; checking here as well gives
/// the user the same clear error from every gateway.
public struct AddCityUseCaseImplementation: AddCityUseCase {
  private let citiesGateway: any CitiesGateway

  /// Makes the use case on top of the given gateway.
  public init(citiesGateway: any CitiesGateway) {
    self.citiesGateway = citiesGateway
  }

  public func add(parameters: AddCityParameters) async throws -> City {
    var parameters = parameters
    parameters.city.name = parameters.city.name.trimmingWhitespace()
    guard !parameters.city.name.isEmpty else { throw AddCityError.blankName }
    let saved = try await citiesGateway.fetchCities()
    if let existing = saved.first(where: { $0.id == parameters.city.id }) {
      throw AddCityError.alreadySaved(existing)
    }
    return try await citiesGateway.add(parameters: parameters)
  }
}
