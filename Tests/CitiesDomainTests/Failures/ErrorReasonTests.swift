import CitiesDomain
import CitiesTestSupport
import Testing

// The domain asks an error for its reason and holds no words: the caller brings the words for a
// failure that gives none (the patterns bring `FailureWords.unknownReason`).
@Suite("A failure's reason")
struct ErrorReasonTests {
  private let unknownReason = "No reason given."

  @Test("A failure that describes itself gives its own reason, even seen as any Error")
  func describedFailureGivesItsReason() {
    let error: any Error = OfflineFailure()

    let reason = error.reason(or: unknownReason)

    #expect(reason == "You appear to be offline.")
  }

  @Test(
    "A failure that gives no reason reads as the caller's words, never as a dump of its fields",
    arguments: [
      anyUndescribedError(), TransportFailure(code: -1009, domain: "NSURLErrorDomain"),
      DebugDescribedFailure(), CancellationError(),
    ] as [any Error])
  func undescribedFailureGivesTheCallersWords(error: any Error) {
    let reason = error.reason(or: unknownReason)

    #expect(reason == unknownReason)
  }
}

private struct OfflineFailure: DescribedFailure {
  let reason = "You appear to be offline."
}

// Shaped like `URLError`: fields, and no reason.
private struct TransportFailure: Error {
  let code: Int
  let domain: String
}

// A description is for a debugger, not a reason for a user.
private struct DebugDescribedFailure: Error, CustomStringConvertible {
  let description = "Error Domain=NSURLErrorDomain Code=-1009 UserInfo={_kCFStreamErrorCodeKey=50}"
}
