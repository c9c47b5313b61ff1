import CitiesDomain
import Foundation

/// A local persistence that keeps the saved cities in a JSON file, so the list outlives the app.
///
/// It is an actor and none of its methods suspends, so each read-change-write runs to the end
/// before the next call starts; a `StoreFileLock` keeps other processes on the same file out
/// meanwhile, so two apps saving at once lose nothing.
public actor FileCitiesGateway: LocalPersistenceCitiesGateway {
  private let fileURL: URL

  /// Makes a gateway on the file at the given location; the file and its folder are created by the
  /// first save.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func fetchCities() throws -> [City] {
    try readCities()
  }

  public func add(parameters: AddCityParameters) throws -> City {
    try StoreFileLock.exclusive(for: fileURL) {
      var cities = try readCities()
      let city = try cities.save(parameters.city)
      try write(cities)
      return city
    }
  }

  public func delete(city: City) throws {
    try StoreFileLock.exclusive(for: fileURL) {
      var cities = try readCities()
      guard cities.removeCity(withID: city.id) else { return }
      try write(cities)
    }
  }

  private var path: String {
    fileURL.path(percentEncoded: false)
  }

  private func readCities() throws(FileCitiesGatewayError) -> [City] {
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch let error as CocoaError where error.meansNoFileAtPath {
      return []
    } catch {
      throw .unreadable(path: path, reason: error.failureReason)
    }
    do {
      return try JSONDecoder().decode(StoredCitiesFile.self, from: data).cities.map(\.city)
    } catch let error as DecodingError {
      throw .corrupted(path: path, reason: error.reason)
    } catch {
      throw .corrupted(path: path, reason: error.failureReason)
    }
  }

  private func write(_ cities: [City]) throws(FileCitiesGatewayError) {
    let encoder = JSONEncoder()
    // Sorted, indented and unescaped, so a person can read the file and a diff shows real changes.
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      var data = try encoder.encode(StoredCitiesFile(cities: cities.map(StoredCity.init)))
      data.append(contentsOf: "\n".utf8)
      // Atomic: a crash mid-write leaves the old list or the new one, never half of each.
      try data.write(to: fileURL, options: .atomic)
    } catch {
      throw .unwritable(path: path, reason: error.failureReason)
    }
  }
}
