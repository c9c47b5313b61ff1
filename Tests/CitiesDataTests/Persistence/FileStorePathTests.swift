import CitiesDomain
import CitiesTestSupport
import Foundation
import Testing

@testable import CitiesData

/// The store's path taken as the person wrote it: spaces, letters beyond ASCII and long chains of
/// links reach the system as they are, never percent-encoded, and the errors name the same path.
///
/// A path handed to the system percent-encoded names another file (or one too long to exist), so
/// these tests use names where the two forms differ.
@Suite(
  "The file store uses its path as written, through links and in its errors",
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct FileStorePathTests {
  private let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  // 100 two-byte letters leave room in the 255 bytes a file name may have for the save's temporary
  // file beside it (14 bytes more); percent-encoded, six bytes a letter, they would not fit.
  @Test("A store whose long file name is not ASCII is saved and read back")
  func longNonASCIIName() async throws {
    let store = folder.file(named: String(repeating: "é", count: 100) + ".json")
    let gateway = FileCitiesGateway(fileURL: store)

    _ = try await gateway.add(parameters: AddCityParameters(city: city(number: 1)))

    #expect(try await gateway.fetchCities() == [city(number: 1)])
    #expect(FileManager.default.fileExists(atPath: store.path(percentEncoded: false)))
  }

  @Test("A loop of links at a path with spaces is refused, naming the path as written")
  func loopNamedAsWritten() async throws {
    let link = folder.file(named: "my cities.json")
    let other = folder.file(named: "other cities.json")
    try makeLink(at: link, to: "other cities.json")
    try makeLink(at: other, to: "my cities.json")

    await #expect(
      throws: FileCitiesGatewayError.unreadable(
        path: link.path(percentEncoded: false), problem: .tooManySymbolicLinks)
    ) {
      try await FileCitiesGateway(fileURL: link).fetchCities()
    }
  }

  @Test("A chain of 39 links is followed to the store, and a chain of 40 is refused as too many")
  func longestChainOfLinks() async throws {
    let store = folder.file(named: "real.json")
    _ = try await FileCitiesGateway(fileURL: store).add(
      parameters: AddCityParameters(city: city(number: 1)))
    // link0 → link1 → … → link39 → real.json: from link1 the chain is 39 links long.
    for index in 0..<40 {
      try makeLink(
        at: folder.file(named: "link\(index)"), to: index == 39 ? "real.json" : "link\(index + 1)")
    }

    let followed = try await FileCitiesGateway(fileURL: folder.file(named: "link1")).fetchCities()

    #expect(followed == [city(number: 1)])
    let first = folder.file(named: "link0")
    await #expect(
      throws: FileCitiesGatewayError.unreadable(
        path: first.path(percentEncoded: false), problem: .tooManySymbolicLinks)
    ) {
      try await FileCitiesGateway(fileURL: first).fetchCities()
    }
  }

  @Test("Reading a file of a single byte gives that byte")
  func readsASingleByte() throws {
    let file = folder.file(named: "one.json")
    try Data("7".utf8).write(to: file)

    let data = try StoreFileReader.contents(ofFileAt: file.path(percentEncoded: false), limit: 10)

    #expect(data == Data("7".utf8))
  }

  @Test("Reading below something that is a file, not a folder, finds nothing saved there")
  func readsNothingBelowAFile() throws {
    let file = folder.file(named: "plain")
    try Data("x".utf8).write(to: file)

    let data = try StoreFileReader.contents(
      ofFileAt: file.path(percentEncoded: false) + "/cities.json", limit: 10)

    #expect(data == nil)
  }

  @Test("A file name too long for the system is reported unreadable, not read as nothing saved")
  func refusesANameTooLong() {
    let path = folder.file(named: String(repeating: "n", count: 300)).path(percentEncoded: false)

    #expect(throws: FileCitiesGatewayError.unreadable(path: path, problem: .pathTooLong)) {
      try StoreFileReader.contents(ofFileAt: path, limit: 10)
    }
  }
}

private func makeLink(at link: URL, to destination: String) throws {
  try FileManager.default.createSymbolicLink(
    atPath: link.path(percentEncoded: false), withDestinationPath: destination)
}
