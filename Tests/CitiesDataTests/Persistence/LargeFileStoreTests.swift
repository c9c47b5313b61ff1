import CitiesData
import CitiesDomain
import CitiesTestSupport
import Foundation
import Testing

/// The file store at a size no person reaches by hand: every city is still read, written and
/// kept in order.
@Suite(
  "The file store with 10,000 saved cities", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .enabled(if: SlowChecks.areEnabled, Comment(rawValue: SlowChecks.reason)))
struct LargeFileStoreTests {
  private let folder: TemporaryDirectory
  private let storeURL: URL
  private let saved = (1...10_000).map(city(number:))

  init() throws {
    folder = try TemporaryDirectory()
    storeURL = folder.file(named: "cities.json")
    try storeFile(holding: saved).write(to: storeURL)
  }

  @Test("10,000 saved cities load, each once, in the order they were saved")
  func loads() async throws {
    let cities = try await FileCitiesGateway(fileURL: storeURL).fetchCities()

    #expect(cities == saved)
  }

  @Test("Adding a city to 10,000 appends it, and a relaunch reads all 10,001")
  func adds() async throws {
    let newcomer = city(number: 10_001)

    _ = try await FileCitiesGateway(fileURL: storeURL).add(
      parameters: AddCityParameters(city: newcomer))
    let reread = try await FileCitiesGateway(fileURL: storeURL).fetchCities()

    #expect(reread == saved + [newcomer])
  }

  @Test("Deleting one of 10,000 removes only it, and a relaunch reads the 9,999 in order")
  func deletes() async throws {
    let doomed = saved[4_999]

    try await FileCitiesGateway(fileURL: storeURL).delete(city: doomed)
    let reread = try await FileCitiesGateway(fileURL: storeURL).fetchCities()

    #expect(reread == saved.filter { $0.id != doomed.id })
    #expect(reread.count == 9_999)
  }
}
