@testable import CitiesTerminalKit

/// One fuzzing input: any bytes as what a person or a script types.
///
/// Properties, from `HostFuzzTargets` (shared with the terminal's tests through a symbolic link):
/// the command parser refuses with a short, clean hint; sanitising is idempotent and leaves no
/// control or bidirectional character; the line reader gives the same lines however the bytes
/// arrive. A `false` stops the fuzzer here, with the input saved.
@_cdecl("LLVMFuzzerTestOneInput")
public func commandLineHarness(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
  let input = Array(UnsafeRawBufferPointer(start: bytes, count: count))
  // libFuzzer calls this on the main thread, where the host's types live.
  MainActor.assumeIsolated {
    precondition(HostFuzzTargets.commandParser(input), "The parser's hint is long or unclean")
    precondition(HostFuzzTargets.sanitizer(input), "Sanitising is not idempotent or not clean")
    precondition(HostFuzzTargets.lineReader(input), "The lines depend on how the bytes arrive")
  }
  return 0
}
