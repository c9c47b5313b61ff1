import CitiesData
import CitiesTestSupport
import Foundation
import Testing

/// The store's reader at its limit, which the app sets at 16 MiB: a small limit here shows the
/// same edge without writing a large file.
@Suite("The store's reader takes a file of exactly its limit", .timeLimit(.minutes(1)))
struct StoreFileReaderLimitTests {
  @Test("A file of exactly the limit is read whole, and one a byte over it is refused as too large")
  func readsUpToTheLimit() throws {
    let folder = try TemporaryDirectory()
    let file = folder.file(named: "cities.json")
    let path = file.path(percentEncoded: false)
    try Data(repeating: 0x20, count: 100).write(to: file)

    #expect(try StoreFileReader.contents(ofFileAt: path, limit: 100)?.count == 100)
    #expect(throws: FileCitiesGatewayError.tooLarge(path: path, limit: 99)) {
      try StoreFileReader.contents(ofFileAt: path, limit: 99)
    }
  }
}
