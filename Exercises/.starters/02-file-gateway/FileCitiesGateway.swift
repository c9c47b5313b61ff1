// Made by scripts/kata.py from Sources/CitiesData/Persistence/FileCitiesGateway.swift.

import CitiesData
import CitiesDomain
import Foundation
import KataSupport

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
    throw KataError.notImplemented("read the cities from the file; a missing file holds none")
  }

  public func add(parameters: AddCityParameters) throws -> City {
    throw KataError.notImplemented(
      "under StoreFileLock, read the list, save the city into it, write it atomically")
  }

  public func delete(city: City) throws {
    throw KataError.notImplemented(
      "under StoreFileLock, read the list, remove the city, write it if it changed")
  }

  public func restore(city: City, at position: Int) throws {
    throw KataError.notImplemented(
      "under StoreFileLock, read the list, save the city into it at its position, write it")
  }

  public func rename(city: City, to name: String) throws -> City {
    throw KataError.notImplemented(
      "under StoreFileLock, read the list, rename the city in it, write it, return it renamed")
  }
}
