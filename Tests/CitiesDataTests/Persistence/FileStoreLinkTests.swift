import CitiesData
import CitiesDomain
import CitiesTestSupport
import Foundation
import Testing

/// A save changes the store, not what surrounds it: through a symbolic link it updates the file
/// the link points to, and it keeps the file's permissions.
@Suite(
  "The file store saves through symbolic links and keeps permissions", .timeLimit(.minutes(1)),
  .endsRunWhenHung)
struct FileStoreLinkTests {
  private let folder: TemporaryDirectory
  private let realStore: URL
  private let link: URL

  init() throws {
    folder = try TemporaryDirectory()
    realStore = folder.file(named: "real.json")
    link = folder.file(named: "cities.json")
  }

  @Test(
    "A save through a link updates the file it points to, and the link stays a link",
    arguments: [LinkTarget.absolute, .relative])
  func savesThroughALink(target: LinkTarget) async throws {
    try makeLink(at: link, to: target == .absolute ? path(of: realStore) : "real.json")

    _ = try await FileCitiesGateway(fileURL: link).add(
      parameters: AddCityParameters(city: cityWithEveryDetail()))

    #expect(try destination(of: link) == (target == .absolute ? path(of: realStore) : "real.json"))
    #expect(
      try await FileCitiesGateway(fileURL: realStore).fetchCities() == [cityWithEveryDetail()])
  }

  @Test("A chain of links leads the save to the last file, and the lock lies beside it")
  func followsAChainOfLinks() async throws {
    let middle = folder.file(named: "middle.json")
    try makeLink(at: middle, to: path(of: realStore))
    try makeLink(at: link, to: path(of: middle))

    _ = try await FileCitiesGateway(fileURL: link).add(
      parameters: AddCityParameters(city: city(number: 1)))

    let names = try FileManager.default.contentsOfDirectory(atPath: path(of: folder.url))
    #expect(names.sorted() == ["cities.json", "middle.json", "real.json", "real.json.lock"])
    #expect(try await FileCitiesGateway(fileURL: realStore).fetchCities() == [city(number: 1)])
  }

  @Test("Links that lead round in a loop are refused, naming the path")
  func refusesALoop() async throws {
    let other = folder.file(named: "other.json")
    try makeLink(at: link, to: path(of: other))
    try makeLink(at: other, to: path(of: link))

    await #expect(
      throws: FileCitiesGatewayError.unreadable(
        path: path(of: link), problem: .tooManySymbolicLinks)
    ) {
      try await FileCitiesGateway(fileURL: link).fetchCities()
    }
  }

  @Test(
    "A save keeps the file's permission bits", arguments: [0o600, 0o640, 0o604] as [Int16])
  func keepsPermissions(permissions: Int16) async throws {
    let gateway = FileCitiesGateway(fileURL: realStore)
    _ = try await gateway.add(parameters: AddCityParameters(city: city(number: 1)))
    try setPermissions(permissions, of: realStore)

    _ = try await gateway.add(parameters: AddCityParameters(city: city(number: 2)))
    try await gateway.delete(city: city(number: 1))

    #expect(try permissionsOf(realStore) == permissions)
  }

  @Test("A save through a link keeps the permissions of the file it points to")
  func keepsPermissionsThroughALink() async throws {
    try makeLink(at: link, to: path(of: realStore))
    _ = try await FileCitiesGateway(fileURL: link).add(
      parameters: AddCityParameters(city: city(number: 1)))
    try setPermissions(0o600, of: realStore)

    _ = try await FileCitiesGateway(fileURL: link).add(
      parameters: AddCityParameters(city: city(number: 2)))

    #expect(try permissionsOf(realStore) == 0o600)
  }
}

/// How a symbolic link names its target.
enum LinkTarget: Sendable {
  case absolute
  case relative
}

private func path(of url: URL) -> String {
  url.path(percentEncoded: false)
}

private func makeLink(at link: URL, to destination: String) throws {
  try FileManager.default.createSymbolicLink(
    atPath: path(of: link), withDestinationPath: destination)
}

private func destination(of link: URL) throws -> String {
  try FileManager.default.destinationOfSymbolicLink(atPath: path(of: link))
}

private func setPermissions(_ permissions: Int16, of url: URL) throws {
  try FileManager.default.setAttributes(
    [.posixPermissions: permissions], ofItemAtPath: path(of: url))
}

private func permissionsOf(_ url: URL) throws -> Int16? {
  let attributes = try FileManager.default.attributesOfItem(atPath: path(of: url))
  return (attributes[.posixPermissions] as? NSNumber)?.int16Value
}
