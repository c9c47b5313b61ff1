import CitiesData
import Foundation
import Testing

/// Where the list is kept when the app is not told otherwise, on each platform it runs on: a pure
/// function of the environment, with the account's home folder (here always `/root`, to tell it
/// from `HOME`) as the last resort.
@Suite("The default store location follows each platform's rule for app data")
struct CitiesStoreLocationTests {
  @Test("On Linux an absolute XDG_DATA_HOME holds the store")
  func linuxWithDataHome() {
    let environment = ["XDG_DATA_HOME": "/srv/alice-data", "HOME": "/home/alice"]

    let path = storePath(on: .linux, environment: environment)

    #expect(path == "/srv/alice-data/cities-kata/cities.json")
  }

  @Test("On Linux without XDG_DATA_HOME the store follows HOME, not the account's home folder")
  func linuxFollowsHome() {
    let path = storePath(on: .linux, environment: ["HOME": "/home/bob"])

    #expect(path == "/home/bob/.local/share/cities-kata/cities.json")
  }

  @Test(
    "On Linux a relative or empty XDG_DATA_HOME is ignored, as the XDG specification says",
    arguments: ["relative/data", ""]
  )
  func linuxWithRelativeDataHome(_ dataHome: String) {
    let environment = ["XDG_DATA_HOME": dataHome, "HOME": "/home/alice"]

    let path = storePath(on: .linux, environment: environment)

    #expect(path == "/home/alice/.local/share/cities-kata/cities.json")
  }

  @Test(
    "On Linux with neither variable, or a HOME that is empty or relative, the account's home folder holds the store",
    arguments: [[:], ["HOME": ""], ["HOME": "alice"], ["XDG_DATA_HOME": "data", "HOME": ""]]
  )
  func linuxFallback(_ environment: [String: String]) {
    let path = storePath(on: .linux, environment: environment)

    #expect(path == "/root/.local/share/cities-kata/cities.json")
  }

  @Test("On macOS the store is in Application Support, whatever XDG_DATA_HOME and HOME say")
  func macOS() {
    let environment = ["XDG_DATA_HOME": "/srv/alice-data", "HOME": "/Users/bob"]

    let path = storePath(on: .macOS, environment: environment, accountHome: "/Users/alice")

    #expect(path == "/Users/alice/Library/Application Support/CitiesKata/cities.json")
  }

  private func storePath(
    on platform: CitiesStoreLocation.Platform,
    environment: [String: String],
    accountHome: String = "/root"
  ) -> String {
    let url = CitiesStoreLocation.fileURL(
      for: platform,
      environment: environment,
      accountHomeDirectory: URL(filePath: accountHome, directoryHint: .isDirectory)
    )
    return url.path(percentEncoded: false)
  }
}
