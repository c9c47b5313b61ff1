import CitiesDomain
import Foundation

/// A local persistence that keeps the saved cities in a JSON file, so the list outlives the app.
///
/// It is an actor and none of its methods suspends, so each read-change-write runs to the end
/// before the next call starts; a `StoreFileLock` keeps other processes on the same file out
/// meanwhile, so two apps saving at once lose nothing. A save changes only what it owns: through a
/// symbolic link it updates the file the link points to, it keeps the file's permissions, and it
/// writes back every field it does not know.
public actor FileCitiesGateway: LocalPersistenceCitiesGateway {
  /// The largest store the gateway reads, 16 MiB: over five times a store of 10,000 cities with
  /// every detail (about 3 MB), and still quick to read.
  public static let sizeLimit = 16 * 1024 * 1024

  private let fileURL: URL

  /// Makes a gateway on the file at the given location; the file and its folder are created by the
  /// first save.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func fetchCities() throws -> [City] {
    let storeFile = try SymbolicLink.storeFile(for: fileURL)
    return try readStore(at: storeFile, keepingOtherFields: false).cities.map(\.city)
  }

  public func add(parameters: AddCityParameters) throws -> City {
    try changingStore { try $0.save(parameters.city) }
  }

  public func delete(city: City) throws {
    try changingStore { $0.removeCity(withID: city.id) }
  }

  public func restore(city: City, at position: Int) throws {
    _ = try changingStore { try $0.save(city, at: position) }
  }

  public func rename(city: City, to name: String) throws -> City {
    try changingStore { try $0.renameCity(withID: city.id, to: name) }
  }

  private func readStore(
    at storeFile: URL, keepingOtherFields: Bool = true
  ) throws(FileCitiesGatewayError) -> StoredCitiesFile {
    let path = storeFile.path(percentEncoded: false)
    guard let data = try StoreFileReader.contents(ofFileAt: path, limit: Self.sizeLimit) else {
      return StoredCitiesFile(cities: [])
    }
    do {
      return try StoredCitiesFile.decoded(from: data, keepingOtherFields: keepingOtherFields)
    } catch {
      throw .corrupted(path: path, reason: (error as? DecodingError)?.reason ?? "it cannot be read")
    }
  }

  // Runs one read-change-write under the lock; a change that leaves the list as it was writes
  // nothing, so a delete of a city not saved never rewrites the file.
  private func changingStore<Value>(_ change: (inout StoredCitiesFile) throws -> Value) throws
    -> Value
  {
    let storeFile = try SymbolicLink.storeFile(for: fileURL)
    return try StoreFileLock.exclusive(for: storeFile) {
      var store = try readStore(at: storeFile)
      let before = store
      let value = try change(&store)
      if store != before { try write(store, to: storeFile) }
      return value
    }
  }

  private func write(_ store: StoredCitiesFile, to storeFile: URL) throws(FileCitiesGatewayError) {
    let path = storeFile.path(percentEncoded: false)
    do {
      try AtomicFileWriter.write(try store.encoded(), toFileAt: path)
    } catch let problem as FileProblem {
      throw .unwritable(path: path, problem: problem)
    } catch {
      // Only a number JSON cannot hold (infinity, NaN) fails to encode, and no city holds one.
      throw .corrupted(path: path, reason: "a city in it holds a number JSON cannot write")
    }
  }
}
