@testable import CitiesTerminalKit

/// The host's libFuzzer targets, as plain functions: each takes the fuzzer's bytes and returns
/// whether its property held, so a fuzzer entry point can stop on `false` and a test can run them.
///
/// A libFuzzer executable calls one of them from `LLVMFuzzerTestOneInput` and calls `fatalError`
/// when it returns `false`; a crash inside is a finding too.
@MainActor
enum HostFuzzTargets {
  /// The command parser never crashes, and whatever it refuses gets a hint of one short line.
  static func commandParser(_ bytes: [UInt8]) -> Bool {
    do throws(UsageError) {
      _ = try CommandParser().parse(String(decoding: bytes, as: UTF8.self))
      return true
    } catch {
      return error.description.count <= 80
        && TerminalText.sanitized(error.description) == error.description
    }
  }

  /// Sanitising is idempotent, and what it returns holds no control or bidirectional character.
  static func sanitizer(_ bytes: [UInt8]) -> Bool {
    let once = TerminalText.sanitized(String(decoding: bytes, as: UTF8.self))
    let isClean = once.unicodeScalars.allSatisfy { scalar in
      !(0x00...0x1F).contains(scalar.value) && !(0x7F...0x9F).contains(scalar.value)
        && !(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value)
    }
    return isClean && TerminalText.sanitized(once) == once
  }

  /// The line reader gives the same lines however the input is split into reads, and no line it
  /// gives holds a line break or more than 4096 bytes of input.
  static func lineReader(_ bytes: [UInt8]) -> Bool {
    let whole = lines(of: bytes, readSize: max(bytes.count, 1))
    let split = lines(of: bytes, readSize: Int(bytes.first ?? 0) % 7 + 1)
    return whole == split
      && whole.allSatisfy { line in
        guard case .success(let text) = line else { return true }
        return !text.contains("\n") && !text.contains("\r") && text.unicodeScalars.count <= 4096
      }
  }

  private static func lines(of bytes: [UInt8], readSize: Int) -> [Result<String, UsageError>] {
    var remaining = ArraySlice(bytes)
    var reader = LineReader {
      defer { remaining = remaining.dropFirst(readSize) }
      return Array(remaining.prefix(readSize))
    }
    var lines: [Result<String, UsageError>] = []
    while true {
      do throws(UsageError) {
        guard let line = try reader.readLine() else { return lines }
        lines.append(.success(line))
      } catch {
        lines.append(.failure(error))
      }
    }
  }
}
