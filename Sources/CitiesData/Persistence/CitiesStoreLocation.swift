import Foundation

/// Where the saved cities live by default, following each platform's rule for an app's own data.
///
/// The app passes the result to `FileCitiesGateway(fileURL:)`; a caller that wants the list
/// elsewhere passes its own location instead.
public enum CitiesStoreLocation {
  /// A platform whose rule `fileURL(for:environment:accountHomeDirectory:)` knows.
  public enum Platform: Sendable {
    /// The XDG Base Directory rule, used by Linux desktops and servers.
    case linux
    /// The Application Support folder of macOS.
    case macOS
  }

  private static let fileName = "cities.json"
  private static let linuxFolderName = "cities-kata"
  private static let appleFolderName = "CitiesKata"

  /// The default file of saved cities for the current user on this machine, read from
  /// `environment` where the platform's rule reads the environment (Linux's does).
  public static func defaultFileURL(environment: [String: String]) -> URL {
    let accountHomeDirectory = URL(filePath: NSHomeDirectory(), directoryHint: .isDirectory)
    #if canImport(Darwin)
      // The system's answer follows a sandboxed app into its container; a path built from the
      // home folder would not, so it is only the fallback.
      let folders = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
      guard let applicationSupport = folders.first else {
        return fileURL(
          for: .macOS, environment: environment, accountHomeDirectory: accountHomeDirectory)
      }
      return applicationSupport.appending(path: "\(appleFolderName)/\(fileName)")
    #else
      return fileURL(
        for: .linux, environment: environment, accountHomeDirectory: accountHomeDirectory)
    #endif
  }

  /// The file of saved cities on the given platform, for the given environment; the home folder
  /// of the user's account, as the system's user database gives it, is the last resort.
  ///
  /// On Linux it is `$XDG_DATA_HOME/cities-kata/cities.json` when `XDG_DATA_HOME` is an absolute
  /// path (the XDG specification says to ignore a relative one), else
  /// `$HOME/.local/share/cities-kata/cities.json`, with the account's home folder standing in for
  /// a `HOME` that is unset, empty or relative. On macOS it is
  /// `~/Library/Application Support/CitiesKata/cities.json` in the account's home folder, as the
  /// system's own answer is, whatever the environment says.
  public static func fileURL(
    for platform: Platform, environment: [String: String], accountHomeDirectory: URL
  ) -> URL {
    switch platform {
    case .linux:
      let home = environment["HOME"].flatMap(absoluteFolder) ?? accountHomeDirectory
      let dataHome = environment["XDG_DATA_HOME"].flatMap(absoluteFolder)
      return (dataHome ?? home.appending(path: ".local/share"))
        .appending(path: "\(linuxFolderName)/\(fileName)")
    case .macOS:
      return accountHomeDirectory.appending(
        path: "Library/Application Support/\(appleFolderName)/\(fileName)")
    }
  }

  private static func absoluteFolder(_ path: String) -> URL? {
    guard path.hasPrefix("/") else { return nil }
    return URL(filePath: path, directoryHint: .isDirectory)
  }
}
