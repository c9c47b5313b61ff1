import Testing

/// Runs the host's fuzz targets over a small corpus of hostile inputs and seeded random bytes, so
/// their properties are checked on every `swift test`, not only when a fuzzer runs.
@MainActor
@Suite("The host's fuzz targets")
struct HostFuzzTargetsTests {
  @Test("The parser, the sanitiser and the line reader keep their properties on the corpus")
  func corpus() {
    let corpus = Self.hostileInputs + Self.randomInputs(count: 300)

    let parserFailures = corpus.filter { !HostFuzzTargets.commandParser($0) }
    let sanitizerFailures = corpus.filter { !HostFuzzTargets.sanitizer($0) }
    let readerFailures = corpus.filter { !HostFuzzTargets.lineReader($0) }

    #expect(parserFailures.isEmpty)
    #expect(sanitizerFailures.isEmpty)
    #expect(readerFailures.isEmpty)
  }

  private static let hostileInputs: [[UInt8]] = [
    [], [0x0A], [0x0D], [0x0D, 0x0A], Array("add \u{1B}[31mber\u{7}\r\npick 1".utf8),
    Array("\u{1B}]0;title\u{7}\u{1B}P\u{1B}\\x\u{9B}31m\u{202E}evil".utf8),
    [0x1B, 0x1B, 0x5B, 0xC2, 0x9B, 0xFF, 0xFE, 0xC3], Array("open 99999999999999999999".utf8),
    Array(("delete " + String(repeating: "9", count: 5000) + "\rlist").utf8),
    Array(("x" + String(repeating: "\u{301}", count: 3000) + " y").utf8),
    // Found by fuzz/run (command-line, seed 1):
    Array("\u{6}-\(String(repeating: "0", count: 66))1 ^^^^^^^^".utf8) + [
      0xF2, 0x8B, 0x8D, 0x30, 0x92,
    ]
      + Array("\re^l1 ^^^^^^^^".utf8) + [0xF2, 0x8B, 0x8D, 0x30, 0x92] + Array("\re^l\n".utf8),
  ]

  // A fixed seed, so a failure reproduces; SplitMix64 is a few lines and good enough here.
  private static func randomInputs(count: Int) -> [[UInt8]] {
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
    let alphabet: [UInt8] = [
      0x0A, 0x0D, 0x1B, 0x5B, 0x5D, 0x07, 0x20, 0x61, 0x64, 0x31, 0xC2, 0x9B,
    ]
    return (0..<count).map { _ in
      (0..<Int(next() % 64)).map { _ in
        next() % 2 == 0 ? alphabet[Int(next() % UInt64(alphabet.count))] : UInt8(next() % 256)
      }
    }
  }
}
