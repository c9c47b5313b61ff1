import Foundation
import Testing

// Reading Foundation's errors is internal to the data layer, and a write that fails through
// `FileHandle` cannot be caused on purpose, so the errors are built here, shaped as Foundation
// reports them: its own error, with the system's code underneath.
@testable import CitiesData

@Suite("A file problem is read from the system's code under Foundation's error")
struct FileProblemFoundationErrorTests {
  @Test("A POSIX code under Foundation's error names its problem; another domain's code does not")
  func readsOnlyAPOSIXCode() {
    let diskFull = foundationError(code: 640, over: NSPOSIXErrorDomain, code: ENOSPC)
    let elsewhere = foundationError(code: 512, over: "Elsewhere", code: ENOSPC)

    #expect(FileProblem(diskFull) == .diskFull)
    #expect(FileProblem(elsewhere) == .other(code: 512))
  }

  private func foundationError(
    code: Int, over domain: String, code underlyingCode: Int32
  ) -> NSError {
    let underlying = NSError(domain: domain, code: Int(underlyingCode))
    return NSError(
      domain: NSCocoaErrorDomain, code: code, userInfo: [NSUnderlyingErrorKey: underlying])
  }
}
