// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// How many columns the terminal shows, so long names can be cut to fit.
public enum TerminalWidth {
  /// The width when nothing says otherwise: the classic terminal's.
  public static let fallback = 80

  /// `COLUMNS` when it holds a positive number, else the terminal's own size when standard output
  /// is one, else `fallback`.
  public static func current(environment: [String: String], outputIsTerminal: Bool) -> Int {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    guard outputIsTerminal, let columns = windowColumns(), columns > 0 else { return fallback }
    return columns
  }

  private static func windowColumns() -> Int? {
    var size = winsize()
    // Both systems' Swift `ioctl` takes the request as a `UInt`; macOS's `TIOCGWINSZ` is one
    // already, Linux's an `Int32`.
    let result = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
    return result == 0 ? Int(size.ws_col) : nil
  }
}
