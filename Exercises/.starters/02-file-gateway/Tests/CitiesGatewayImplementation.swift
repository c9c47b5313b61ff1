// Made by scripts/kata.py from Tests/CitiesDataTests/Persistence/CitiesGatewayImplementation.swift.

import CitiesData
import CitiesDomain
import CitiesTestSupport
import Exercise02Starter
import Testing

import class Exercise02Starter.FileCitiesGateway

/// Every `CitiesGateway` the data layer offers, so one contract suite can hold each to the same
/// rules.
enum CitiesGatewayImplementation: CaseIterable, Sendable, CustomTestStringConvertible {
  case inMemory
  case file
  case cacheOverInMemory
  case cacheOverFile

  var testDescription: String {
    switch self {
    case .inMemory: "in memory"
    case .file: "file"
    case .cacheOverInMemory: "cache over in memory"
    case .cacheOverFile: "cache over file"
    }
  }

  /// Makes a new, empty gateway; file-backed ones keep their file in the given folder.
  func makeGateway(storingFilesIn folder: TemporaryDirectory) -> any CitiesGateway {
    switch self {
    case .inMemory:
      InMemoryCitiesGateway()
    case .file:
      FileCitiesGateway(fileURL: folder.file(named: "cities.json"))
    case .cacheOverInMemory:
      CacheCitiesGateway(localPersistenceCitiesGateway: InMemoryCitiesGateway())
    case .cacheOverFile:
      CacheCitiesGateway(
        localPersistenceCitiesGateway: FileCitiesGateway(fileURL: folder.file(named: "cities.json"))
      )
    }
  }
}
