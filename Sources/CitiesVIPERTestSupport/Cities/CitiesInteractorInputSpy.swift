import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import CitiesVIPER

/// The saved-cities interactor as its presenter sees it: it records every call and answers what
/// the test set, so a presenter test reads the presenter alone.
@MainActor
public final class CitiesInteractorInputSpy: MessageSpy<CitiesInteractorInputSpy.Message>,
  CitiesInteractorInput
{
  /// One call the presenter made.
  public enum Message: Equatable {
    case fetchCities
    case delete(City)
    case city(withID: City.ID)
    case arrange(by: CitiesListOrder)
    case restoreDeletedCity
    case takeRenamed(City)
  }

  /// What every fetch answers.
  public var fetchResult: Result<[City], any Error> = .success([])
  /// What every delete throws, if anything.
  public var deleteError: (any Error)?
  /// The cities the interactor keeps behind the rows, which `city(withID:)` finds.
  public var citiesBehindRows: [City] = []
  /// The order chosen last, which `arrange(by:)` sets.
  public var order: CitiesListOrder = .added
  /// What every arrange, and every rename taken, answers.
  public var arrangedCities: [City] = []
  /// The city deleted last, which a restore puts back.
  public var deletedCity: City?
  /// What every restore throws, if anything.
  public var restoreError: (any Error)?

  public func fetchCities() async throws -> [City] {
    record(.fetchCities)
    return try fetchResult.get()
  }

  public func delete(_ city: City) async throws {
    record(.delete(city))
    if let deleteError { throw deleteError }
  }

  public func city(withID id: City.ID) -> City? {
    record(.city(withID: id))
    return citiesBehindRows.first { $0.id == id }
  }

  public func restoreDeletedCity() async throws {
    record(.restoreDeletedCity)
    if let restoreError { throw restoreError }
  }

  public func takeRenamed(_ city: City) -> [City] {
    record(.takeRenamed(city))
    return arrangedCities
  }

  public func arrange(by order: CitiesListOrder) -> [City] {
    record(.arrange(by: order))
    self.order = order
    return arrangedCities
  }
}
