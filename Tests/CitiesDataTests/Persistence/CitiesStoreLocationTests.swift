import CitiesData
import Foundation
import Testing

/// Where the list is kept when the app is not told otherwise, on each platform it runs on.
@Suite("The default store location follows each platform's rule for app data")
struct CitiesStoreLocationTests {
  @Test("On Linux an absolute XDG_DATA_HOME holds the store")
  func linuxWithDataHome() {
    let environment = ["XDG_DATA_HOME": "/srv/alice-data"]

    let path = storePath(on: .linux, home: "/home/alice", environment: environment)

    #expect(path == "/srv/alice-data/cities-kata/cities.json")
  }

  @Test("On Linux without XDG_DATA_HOME the store is under ~/.local/share")
  func linuxWithoutDataHome() {
    let path = storePath(on: .linux, home: "/home/alice", environment: [:])

    #expect(path == "/home/alice/.local/share/cities-kata/cities.json")
  }

  @Test(
    "On Linux a relative or empty XDG_DATA_HOME is ignored, as the XDG specification says",
    arguments: ["relative/data", ""]
  )
  func linuxWithRelativeDataHome(_ dataHome: String) {
    let environment = ["XDG_DATA_HOME": dataHome]

    let path = storePath(on: .linux, home: "/home/alice", environment: environment)

    #expect(path == "/home/alice/.local/share/cities-kata/cities.json")
  }

  @Test("On macOS the store is in Application Support, whatever XDG_DATA_HOME says")
  func macOS() {
    let environment = ["XDG_DATA_HOME": "/srv/alice-data"]

    let path = storePath(on: .macOS, home: "/Users/alice", environment: environment)

    #expect(path == "/Users/alice/Library/Application Support/CitiesKata/cities.json")
  }

  private func storePath(
    on platform: CitiesStoreLocation.Platform,
    home: String,
    environment: [String: String]
  ) -> String {
    let url = CitiesStoreLocation.fileURL(
      for: platform,
      homeDirectory: URL(filePath: home, directoryHint: .isDirectory),
      environment: environment
    )
    return url.path(percentEncoded: false)
  }
}
