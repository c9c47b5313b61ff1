import Foundation

/// A pseudo-terminal, as a terminal emulator opens one: keys typed into its controlling side reach
/// the reader of its terminal side through the system's line discipline, in canonical mode, so
/// Enter hands over a line and Ctrl-D what was typed so far, exactly as at a person's keyboard.
final class PseudoTerminal {
  /// The terminal side, which the app reads as a person's standard input.
  let terminal: Int32
  private let controller: Int32

  /// Opens a fresh pair, with the terminal's settings as the system gives them.
  init() throws {
    let calls = try PseudoTerminalCalls()
    controller = calls.open(O_RDWR | O_NOCTTY)
    guard controller >= 0 else { throw Self.failure() }
    guard calls.grant(controller) == 0, calls.unlock(controller) == 0,
      let name = calls.name(controller)
    else {
      let error = Self.failure()
      close(controller)
      throw error
    }
    terminal = open(name, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else {
      let error = Self.failure()
      close(controller)
      throw error
    }
  }

  deinit {
    close(terminal)
    close(controller)
  }

  /// Types the keys: text as it is, `"\n"` as Enter, `PseudoTerminal.endOfInput` as Ctrl-D.
  func type(_ keys: String) {
    let bytes = Array(keys.utf8)
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// Ctrl-D, the key that ends the input in a terminal's canonical mode.
  static let endOfInput = "\u{04}"

  fileprivate static func failure() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}

/// The C library's four pseudo-terminal calls, looked up by name: Linux's and macOS's C libraries
/// both have them, but Swift's Glibc module leaves them out (they need `_XOPEN_SOURCE`).
private struct PseudoTerminalCalls {
  let open: @convention(c) (Int32) -> Int32
  let grant: @convention(c) (Int32) -> Int32
  let unlock: @convention(c) (Int32) -> Int32
  let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  init() throws {
    // The handle of the program itself finds every symbol of the libraries it loaded, libc's too.
    let program = dlopen(nil, RTLD_NOW)
    defer { if let program { dlclose(program) } }
    func call<Function>(_ name: String, as type: Function.Type) throws -> Function {
      guard let symbol = dlsym(program, name) else { throw POSIXError(.ENOSYS) }
      return unsafeBitCast(symbol, to: type)
    }
    open = try call("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    grant = try call("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    unlock = try call("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    name = try call(
      "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
  }
}
