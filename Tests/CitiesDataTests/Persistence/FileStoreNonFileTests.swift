import CitiesData
import CitiesDomain
import CitiesTestSupport
import Foundation
import Testing

/// Only a regular file (or nothing yet) is a store: a device, a folder or a named pipe at the path
/// is refused before anything is read from it or written to it, so a save can never replace it.
@Suite(
  "The file store refuses a path that is not a regular file, before any write",
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct FileStoreNonFileTests {
  private let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test("/dev/null is refused as a device, and no lock file is made beside it")
  func refusesADevice() async throws {
    let gateway = FileCitiesGateway(fileURL: URL(filePath: "/dev/null"))

    await #expect(throws: FileCitiesGatewayError.notAFile(path: "/dev/null", kind: .device)) {
      try await gateway.add(parameters: AddCityParameters(city: city(number: 1)))
    }
    await #expect(throws: FileCitiesGatewayError.notAFile(path: "/dev/null", kind: .device)) {
      try await gateway.fetchCities()
    }
    let lockMade = FileManager.default.fileExists(atPath: "/dev/null.lock")
    // A store that made one anyway must not leave it for every later run to trip over: the
    // mutation runner met such a store, and each run after it failed here, whatever it tested.
    if lockMade { try? FileManager.default.removeItem(atPath: "/dev/null.lock") }
    #expect(!lockMade)
  }

  @Test("A folder is refused, and left as it was")
  func refusesAFolder() async throws {
    let store = folder.file(named: "cities.json")
    try FileManager.default.createDirectory(at: store, withIntermediateDirectories: false)

    await #expect(throws: FileCitiesGatewayError.notAFile(path: path(of: store), kind: .folder)) {
      try await FileCitiesGateway(fileURL: store).delete(city: city(number: 1))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: path(of: store)).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path(of: store) + ".lock"))
  }

  @Test("A named pipe is refused at once, without waiting for a writer")
  func refusesANamedPipe() async throws {
    let store = folder.file(named: "cities.json")
    #expect(mkfifo(path(of: store), 0o600) == 0)
    let gateway = FileCitiesGateway(fileURL: store)

    await #expect(throws: FileCitiesGatewayError.notAFile(path: path(of: store), kind: .pipe)) {
      try await gateway.fetchCities()
    }
    await #expect(throws: FileCitiesGatewayError.notAFile(path: path(of: store), kind: .pipe)) {
      try await gateway.add(parameters: AddCityParameters(city: city(number: 1)))
    }
  }

  @Test("A link to a device is refused, naming the device, and the link stays")
  func refusesALinkToADevice() async throws {
    let link = folder.file(named: "cities.json")
    try FileManager.default.createSymbolicLink(
      atPath: path(of: link), withDestinationPath: "/dev/null")

    await #expect(throws: FileCitiesGatewayError.notAFile(path: "/dev/null", kind: .device)) {
      try await FileCitiesGateway(fileURL: link).add(
        parameters: AddCityParameters(city: city(number: 1)))
    }
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: path(of: link)) == "/dev/null")
  }
}

private func path(of url: URL) -> String {
  url.path(percentEncoded: false)
}
