// Made by scripts/kata.py from Sources/CitiesData/Persistence/FileCitiesGateway.swift.

import CitiesData
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
    try readStore(at: storeFile()).cities.map(\.city)
  }

  public func add(parameters: AddCityParameters) throws -> City {
    let storeFile = try storeFile()
    return try StoreFileLock.exclusive(for: storeFile) {
      var store = try readStore(at: storeFile)
      let city = try store.save(parameters.city)
      try write(store, to: storeFile)
      return city
    }
  }

  public func delete(city: City) throws {
    let storeFile = try storeFile()
    try StoreFileLock.exclusive(for: storeFile) {
      var store = try readStore(at: storeFile)
      guard store.removeCity(withID: city.id) else { return }
      try write(store, to: storeFile)
    }
  }

  // The file to read and write: the one `fileURL` points to when it is a symbolic link, and only
  // ever a regular file (or nothing yet), so a save can never replace a device or a folder.
  private func storeFile() throws(FileCitiesGatewayError) -> URL {
    let target: URL
    do {
      target = try SymbolicLink.finalTarget(of: fileURL)
    } catch {
      throw .unreadable(path: fileURL.path(percentEncoded: false), problem: error)
    }
    let path = target.path(percentEncoded: false)
    let status: FileStatus?
    do throws(FileProblem) {
      status = try FileStatus.atPath(path)
    } catch .folderIsAFile {
      // Nothing was ever saved below a file: reading shows an empty list, and a save says why.
      status = nil
    } catch {
      throw .unreadable(path: path, problem: error)
    }
    if let kind = status?.nonRegularKind { throw .notAFile(path: path, kind: kind) }
    return target
  }

  private func readStore(at storeFile: URL) throws(FileCitiesGatewayError) -> StoredCitiesFile {
    let path = storeFile.path(percentEncoded: false)
    guard let data = try StoreFileReader.contents(ofFileAt: path, limit: Self.sizeLimit) else {
      return StoredCitiesFile(cities: [])
    }
    do {
      return try StoredCitiesFile.decoded(from: data)
    } catch let error as DecodingError {
      throw .corrupted(path: path, reason: error.reason)
    } catch {
      throw .corrupted(path: path, reason: "it cannot be read")
    }
  }

  private func write(_ store: StoredCitiesFile, to storeFile: URL) throws(FileCitiesGatewayError) {
    let path = storeFile.path(percentEncoded: false)
    let data: Data
    do {
      data = try store.encoded()
    } catch {
      // Only a number JSON cannot hold (infinity, NaN) fails here, and no city holds one.
      throw .corrupted(path: path, reason: "a city in it holds a number JSON cannot write")
    }
    do {
      try AtomicFileWriter.write(data, toFileAt: path)
    } catch {
      throw .unwritable(path: path, problem: error)
    }
  }
}
