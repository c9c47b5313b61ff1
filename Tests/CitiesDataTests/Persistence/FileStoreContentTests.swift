import CitiesData
import CitiesDomain
import CitiesTestSupport
import Foundation
import Testing

/// A save writes back what it does not own, refuses a file it would damage, and never reads more
/// than it must.
@Suite(
  "The file store keeps fields it does not know and refuses a file it would damage",
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct FileStoreContentTests {
  private let folder: TemporaryDirectory
  private let storeURL: URL

  init() throws {
    folder = try TemporaryDirectory()
    storeURL = folder.file(named: "cities.json")
  }

  @Test("Unknown fields, at the top and in each city, are kept through an add and a delete")
  func keepsUnknownFields() async throws {
    try Data(storeWithUnknownFields.utf8).write(to: storeURL)
    let gateway = FileCitiesGateway(fileURL: storeURL)

    _ = try await gateway.add(parameters: AddCityParameters(city: city(number: 3)))
    try await gateway.delete(city: city(number: 2))

    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: storeURL)) as? NSDictionary)
    let cities = try #require(file["cities"] as? [NSDictionary])
    #expect(file["syncedAt"] as? String == "2026-03-26T16:15:00Z")
    #expect(file["settings"] as? NSDictionary == ["units": "metric", "pinned": [1, 2]])
    #expect(cities.map { $0["id"] as? Int } == [1, 3])
    #expect(cities.first?["nickname"] as? String == "home")
    #expect(cities.first?["visits"] as? NSArray == [1.5, true, NSNull(), ["x": 1]])
  }

  // The store reads its file in one read bounded by the 16 MiB cap; no test read more than a few
  // hundred bytes outside the slow checks, so a read cut at a usual buffer's size went unseen.
  @Test("A store over 64 KiB loads whole, its last city included")
  func readsAStoreOverOneBuffer() async throws {
    let saved = (1...1_500).map(city(number:))
    let file = storeFile(holding: saved)
    #expect(file.count > 64 * 1024)
    try file.write(to: storeURL)

    let cities = try await FileCitiesGateway(fileURL: storeURL).fetchCities()

    #expect(cities == saved)
  }

  // Found by fuzz/run's store decoder: a number with a fraction that a Double holds as a whole
  // number was written as an integer by the first save and read back as another kind of value.
  @Test(
    "A number in an unknown field is written once for all: a second save changes no byte",
    arguments: ["13333333333333333.0333", "-0.0", "2.0", "1e3", "1.5", "-7", "1e300"])
  func writesUnknownNumbersOnceForAll(number: String) async throws {
    let store = #"{"version":1,"settings":{"pinned":[\#(number)]},"cities":[\#(entry(1))]}"#
    try Data(store.utf8).write(to: storeURL)
    let gateway = FileCitiesGateway(fileURL: storeURL)
    _ = try await gateway.add(parameters: AddCityParameters(city: city(number: 2)))
    let afterOneSave = try Data(contentsOf: storeURL)

    try await gateway.delete(city: city(number: 2))
    _ = try await gateway.add(parameters: AddCityParameters(city: city(number: 2)))

    #expect(try Data(contentsOf: storeURL) == afterOneSave)
  }

  @Test("A store of a newer version is refused and left byte for byte as it was")
  func refusesANewerVersion() async throws {
    let newer = Data(#"{"cities":[],"version":2,"comment":"from the future"}"#.utf8)
    try newer.write(to: storeURL)

    await #expect(
      throws: FileCitiesGatewayError.corrupted(
        path: path(of: storeURL),
        reason: "it has format version 2, and this app reads only version 1")
    ) {
      try await FileCitiesGateway(fileURL: storeURL).add(
        parameters: AddCityParameters(city: city(number: 1)))
    }
    #expect(try Data(contentsOf: storeURL) == newer)
  }

  @Test("An id saved twice is refused, naming the id and both places, and nothing is deleted")
  func refusesDuplicatedIDs() async throws {
    let duplicated = Data(
      #"{"version":1,"cities":[\#(entry(1)),\#(entry(7)),\#(entry(2)),\#(entry(7))]}"#.utf8)
    try duplicated.write(to: storeURL)
    let expected = FileCitiesGatewayError.corrupted(
      path: path(of: storeURL), reason: "the id 7 appears twice, at cities[1] and cities[3]")

    await #expect(throws: expected) { try await FileCitiesGateway(fileURL: storeURL).fetchCities() }
    await #expect(throws: expected) {
      try await FileCitiesGateway(fileURL: storeURL).delete(city: city(number: 7))
    }
    #expect(try Data(contentsOf: storeURL) == duplicated)
  }

  // A load skips the fields it does not know, for speed, so it never reads this one; a save must
  // read it to write it back, so the save finds that it cannot, and stops before writing.
  @Test("An unknown field no Double holds is passed over by a load, and refused by a save")
  func refusesAnUnreadableUnknownFieldOnSave() async throws {
    let store = Data(#"{"version":1,"cities":[\#(entry(1))],"range":1e400}"#.utf8)
    try store.write(to: storeURL)
    let gateway = FileCitiesGateway(fileURL: storeURL)

    #expect(try await gateway.fetchCities().map(\.id) == [1])
    await #expect {
      try await gateway.add(parameters: AddCityParameters(city: city(number: 2)))
    } throws: { error in
      guard case .corrupted(let path, _) = error as? FileCitiesGatewayError else { return false }
      return path == storeURL.path(percentEncoded: false)
    }
    #expect(try Data(contentsOf: storeURL) == store)
  }

  @Test("A store over 16 MiB is refused at once, from its size alone")
  func refusesAHugeStore() async throws {
    // 64 GiB that take no disk space: reading them would take minutes and more memory than
    // there is, so the test can only pass if the size alone decides.
    #expect(FileManager.default.createFile(atPath: path(of: storeURL), contents: nil))
    let handle = try FileHandle(forWritingTo: storeURL)
    try handle.truncate(atOffset: 64 << 30)
    try handle.close()

    await #expect(
      throws: FileCitiesGatewayError.tooLarge(path: path(of: storeURL), limit: 16 << 20)
    ) {
      try await FileCitiesGateway(fileURL: storeURL).fetchCities()
    }
  }

  @Test(
    "A store of exactly 16 MiB is still read",
    .enabled(if: SlowChecks.areEnabled, Comment(rawValue: SlowChecks.reason)))
  func readsAStoreAtTheLimit() async throws {
    let json = #"{"version":1,"cities":[\#(entry(1))]}"#
    let padding = String(repeating: " ", count: FileCitiesGateway.sizeLimit - json.utf8.count)
    try Data((json + padding).utf8).write(to: storeURL)

    let cities = try await FileCitiesGateway(fileURL: storeURL).fetchCities()

    #expect(cities.map(\.id) == [1])
  }
}

private let storeWithUnknownFields = """
  {"version":1,"syncedAt":"2026-03-26T16:15:00Z","settings":{"units":"metric","pinned":[1,2]},
   "cities":[
     {"id":1,"name":"City 1","latitude":1,"longitude":1,"nickname":"home",
      "visits":[1.5,true,null,{"x":1}]},
     {"id":2,"name":"City 2","latitude":2,"longitude":2,"nickname":"work"}
   ]}
  """

private func entry(_ id: Int) -> String {
  #"{"id":\#(id),"name":"City \#(id)","latitude":1,"longitude":2}"#
}

private func path(of url: URL) -> String {
  url.path(percentEncoded: false)
}
