import Foundation

/// Where the saved cities live by default, following each platform's rule for an app's own data.
///
/// The app passes the result to `FileCitiesGateway(fileURL:)`; a caller that wants the list
/// elsewhere passes its own location instead.
public enum CitiesStoreLocation {
  /// A platform whose rule `fileURL(for:homeDirectory:environment:)` knows.
  public enum Platform: Sendable {
    /// The XDG Base Directory rule, used by Linux desktops and servers.
    case linux
    /// The Application Support folder of macOS.
    case macOS
  }

  private static let fileName = "cities.json"
  private static let linuxFolderName = "cities-kata"
  private static let appleFolderName = "CitiesKata"

  /// The default file of saved cities for the current user on this machine.
  public static var defaultFileURL: URL {
    let homeDirectory = URL(filePath: NSHomeDirectory(), directoryHint: .isDirectory)
    #if canImport(Darwin)
      // The system's answer follows a sandboxed app into its container; a path built from the
      // home folder would not, so it is only the fallback.
      let folders = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
      guard let applicationSupport = folders.first else {
        return fileURL(for: .macOS, homeDirectory: homeDirectory, environment: [:])
      }
      return applicationSupport.appending(path: "\(appleFolderName)/\(fileName)")
    #else
      let environment = ProcessInfo.processInfo.environment
      return fileURL(for: .linux, homeDirectory: homeDirectory, environment: environment)
    #endif
  }

  /// The file of saved cities on the given platform, for the given home folder and environment.
  ///
  /// On Linux it is `$XDG_DATA_HOME/cities-kata/cities.json` when `XDG_DATA_HOME` is an absolute
  /// path (the XDG specification says to ignore a relative one), else
  /// `~/.local/share/cities-kata/cities.json`. On macOS it is
  /// `~/Library/Application Support/CitiesKata/cities.json`.
  public static func fileURL(
    for platform: Platform,
    homeDirectory: URL,
    environment: [String: String]
  ) -> URL {
    switch platform {
    case .linux:
      let dataHome = environment["XDG_DATA_HOME"].flatMap(absoluteFolder)
      return (dataHome ?? homeDirectory.appending(path: ".local/share"))
        .appending(path: "\(linuxFolderName)/\(fileName)")
    case .macOS:
      return homeDirectory.appending(
        path: "Library/Application Support/\(appleFolderName)/\(fileName)"
      )
    }
  }

  private static func absoluteFolder(_ path: String) -> URL? {
    guard path.hasPrefix("/") else { return nil }
    return URL(filePath: path, directoryHint: .isDirectory)
  }
}
