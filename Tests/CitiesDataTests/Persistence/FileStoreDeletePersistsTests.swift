import CitiesData
import CitiesDomain
import CitiesTestSupport
import Foundation
import Testing

/// A deletion reaches the file itself, not only the list a gateway holds: the mutation runner
/// found the suites reading a deletion back through the gateway that made it, where a store that
/// skipped the write would not show.
@Suite("The file store writes a deletion to disk", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct FileStoreDeletePersistsTests {
  private let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test("A new gateway on the same file no longer sees a deleted city")
  func deletionSurvivesRelaunch() async throws {
    let storeURL = folder.file(named: "cities.json")
    let first = FileCitiesGateway(fileURL: storeURL)
    for number in 1...3 {
      _ = try await first.add(parameters: AddCityParameters(city: city(number: number)))
    }

    try await first.delete(city: city(number: 2))

    let fetched = try await FileCitiesGateway(fileURL: storeURL).fetchCities()
    #expect(fetched == [1, 3].map { city(number: $0) })
  }

  @Test(
    "A store in a folder whose name holds a space and a percent sign saves, deletes and reads back")
  func folderWithSpecialCharacters() async throws {
    let subfolder = folder.file(named: "my cities 100%")
    try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
    let storeURL = subfolder.appending(path: "cities.json")
    let gateway = FileCitiesGateway(fileURL: storeURL)
    for number in 1...2 {
      _ = try await gateway.add(parameters: AddCityParameters(city: city(number: number)))
    }

    try await gateway.delete(city: city(number: 1))

    let fetched = try await FileCitiesGateway(fileURL: storeURL).fetchCities()
    #expect(fetched == [city(number: 2)])
    let names = try FileManager.default.contentsOfDirectory(
      atPath: subfolder.path(percentEncoded: false))
    // The store and its lock file, and no temporary file left beside them.
    #expect(names.sorted() == ["cities.json", "cities.json.lock"])
  }
}
