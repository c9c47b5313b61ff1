// Made by scripts/kata.py from Tests/CitiesDataTests/Persistence/FileCitiesGatewayTests.swift.

import CitiesData
import CitiesDomain
import CitiesTestSupport
import Exercise02Starter
import Foundation
import Testing

import class Exercise02Starter.FileCitiesGateway

/// What the file store adds to the contract: it survives a relaunch, writes a readable file, and
/// reports a file it cannot use instead of overwriting it.
@Suite(
  "The file store keeps the list on disk and never overwrites a file it cannot read",
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct FileCitiesGatewayTests {
  private let folder: TemporaryDirectory
  private let storeURL: URL

  init() throws {
    folder = try TemporaryDirectory()
    storeURL = folder.file(named: "cities.json")
  }

  @Test("A new gateway on the same file sees what an earlier one saved")
  func survivesRelaunch() async throws {
    let cities = [cityWithEveryDetail(), cityWithOnlyRequiredDetails()]
    try await save(cities, with: FileCitiesGateway(fileURL: storeURL))

    let fetched = try await FileCitiesGateway(fileURL: storeURL).fetchCities()

    #expect(fetched == cities)
  }

  @Test("The file is JSON holding the format version and every detail of each city")
  func fileContent() async throws {
    try await save([cityWithEveryDetail()], with: FileCitiesGateway(fileURL: storeURL))

    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: storeURL))

    let file = try #require(json as? [String: Any])
    #expect(file["version"] as? Int == 1)
    let cities = try #require(file["cities"] as? [[String: Any]])
    let city = try #require(cities.first)
    #expect(cities.count == 1)
    #expect(
      city.keys.sorted() == [
        "country", "countryCode", "id", "latitude", "longitude", "name", "region", "timeZone",
      ]
    )
    #expect(city["name"] as? String == "Berlin")
    #expect(city["timeZone"] as? String == "Europe/Berlin")
  }

  @Test("The file is indented with its keys sorted, so a diff shows only what really changed")
  func fileLayout() async throws {
    try await save([cityWithEveryDetail()], with: FileCitiesGateway(fileURL: storeURL))

    let text = try String(contentsOf: storeURL, encoding: .utf8)

    let lines = text.split(separator: "\n")
    #expect(lines.count > 10)
    #expect(lines.contains { $0.hasPrefix("    ") })
    let keys = ["cities", "country", "id", "name", "version"]
    let offsets = try keys.map { key in try #require(text.firstRange(of: "\"\(key)\"")).lowerBound }
    #expect(offsets == offsets.sorted())
  }

  @Test("A missing file reads as an empty list")
  func missingFile() async throws {
    let gateway = FileCitiesGateway(fileURL: storeURL)

    let cities = try await gateway.fetchCities()

    #expect(cities.isEmpty)
  }

  @Test(
    "A damaged file is reported as corrupted, naming its path and what is wrong",
    arguments: DamagedStoreContent.allCases
  )
  func damagedFileIsReported(_ content: DamagedStoreContent) async throws {
    try content.data.write(to: storeURL)
    let gateway = FileCitiesGateway(fileURL: storeURL)

    let error = try await #require(throws: FileCitiesGatewayError.self) {
      try await gateway.fetchCities()
    }

    let path = storeURL.path(percentEncoded: false)
    #expect(error == .corrupted(path: path, reason: content.expectedReason))
  }

  @Test(
    "A damaged file stays byte for byte as it was after a failed add and a failed delete",
    arguments: DamagedStoreContent.allCases
  )
  func damagedFileIsNeverOverwritten(_ content: DamagedStoreContent) async throws {
    try content.data.write(to: storeURL)
    let gateway = FileCitiesGateway(fileURL: storeURL)

    await #expect(throws: FileCitiesGatewayError.self) {
      try await gateway.add(parameters: AddCityParameters(city: cityWithEveryDetail()))
    }
    await #expect(throws: FileCitiesGatewayError.self) {
      try await gateway.delete(city: cityWithEveryDetail())
    }

    #expect(try Data(contentsOf: storeURL) == content.data)
  }

  @Test("A folder where the file should be is refused as not a file, naming its path")
  func folderInsteadOfFile() async throws {
    try FileManager.default.createDirectory(at: storeURL, withIntermediateDirectories: true)
    let gateway = FileCitiesGateway(fileURL: storeURL)

    let error = try await #require(throws: FileCitiesGatewayError.self) {
      try await gateway.fetchCities()
    }

    #expect(error == .notAFile(path: storeURL.path(percentEncoded: false), kind: .folder))
  }

  @Test("Saving below a regular file is reported as unwritable, naming the path")
  func unwritableLocation() async throws {
    let regularFile = folder.file(named: "not-a-folder")
    try Data("plain text".utf8).write(to: regularFile)
    let blockedURL = regularFile.appending(path: "cities.json")
    let gateway = FileCitiesGateway(fileURL: blockedURL)

    let error = try await #require(throws: FileCitiesGatewayError.self) {
      try await gateway.add(parameters: AddCityParameters(city: cityWithEveryDetail()))
    }

    #expect(
      error == .unwritable(path: blockedURL.path(percentEncoded: false), problem: .folderIsAFile))
  }

  @Test("Saving creates the missing folders on the way to the file")
  func createsParentFolders() async throws {
    let nestedURL = folder.url.appending(path: "several/levels/deep/cities.json")

    try await save([cityWithEveryDetail()], with: FileCitiesGateway(fileURL: nestedURL))

    let fetched = try await FileCitiesGateway(fileURL: nestedURL).fetchCities()
    #expect(fetched == [cityWithEveryDetail()])
  }

  @Test("Saving leaves nothing beside the store but its lock file")
  func leavesNoTemporaryFiles() async throws {
    let gateway = FileCitiesGateway(fileURL: storeURL)
    try await save([city(number: 1), city(number: 2), city(number: 3)], with: gateway)

    try await gateway.delete(city: city(number: 2))

    let folderPath = folder.url.path(percentEncoded: false)
    let names = try FileManager.default.contentsOfDirectory(atPath: folderPath)
    #expect(names.sorted() == ["cities.json", "cities.json.lock"])
  }

  @Test("Each error reads as one sentence that names the file")
  func errorDescriptions() {
    let path = "/home/alice/.local/share/cities-kata/cities.json"

    let descriptions = [
      FileCitiesGatewayError.unreadable(path: path, problem: .permissionDenied),
      .corrupted(path: path, reason: "it is not valid JSON"),
      .unwritable(path: path, problem: .folderIsAFile),
    ].map(\.description)

    #expect(
      descriptions == [
        "Could not read the saved cities at \(path): permission denied.",
        "The saved cities at \(path) are not in a format this app reads: it is not valid JSON.",
        "Could not save the cities to \(path): something on its path is a file, not a folder.",
      ]
    )
  }

  private func save(_ cities: [City], with gateway: FileCitiesGateway) async throws {
    for city in cities {
      _ = try await gateway.add(parameters: AddCityParameters(city: city))
    }
  }
}
