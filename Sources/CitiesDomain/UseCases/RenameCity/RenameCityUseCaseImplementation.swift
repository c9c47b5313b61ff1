/// Renames a city after checking the name: trimmed of white space, not blank, not over the limit
/// and not the name it has already.
public struct RenameCityUseCaseImplementation: RenameCityUseCase {
  /// The most characters a name may have: the longest place name in common use, the Welsh village
  /// Llanfairpwllgwyngyll's full name, has 58, and a longer name no longer fits a title line.
  public static let nameLimit = 60

  private let citiesGateway: any CitiesGateway

  /// Makes the use case on top of the given gateway.
  public init(citiesGateway: any CitiesGateway) {
    self.citiesGateway = citiesGateway
  }

  public func rename(city: City, to name: String) async throws -> City {
    let name = name.trimmingWhitespace()
    guard !name.isEmpty else { throw RenameCityError.blank }
    guard name.count <= Self.nameLimit else { throw RenameCityError.tooLong(limit: Self.nameLimit) }
    guard name != city.name else { throw RenameCityError.unchanged }
    return try await citiesGateway.rename(city: city, to: name)
  }
}
