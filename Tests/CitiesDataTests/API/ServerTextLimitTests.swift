import Testing

// ServerText is internal to the data layer; its two bounds are pinned here at the exact byte and
// character where they start to cut.
@testable import CitiesData

@Suite("Server text at the edge of its limits")
struct ServerTextLimitTests {
  @Test(
    "A name of exactly the limit is kept whole; one character more keeps the limit less one, and an ellipsis"
  )
  func characterLimit() {
    let atLimit = String(repeating: "a", count: ServerText.nameLimit)
    let overLimit = atLimit + "a"

    #expect(ServerText.cleaned(atLimit) == atLimit)
    #expect(
      ServerText.cleaned(overLimit)
        == String(repeating: "a", count: ServerText.nameLimit - 1) + "…")
  }

  @Test(
    "A character that fills the byte limit less the ellipsis exactly is kept, before the ellipsis")
  func byteLimit() {
    // One character of 397 UTF-8 bytes: "e" and 198 combining acute accents of 2 bytes each.
    let heavy = "e" + String(repeating: "\u{301}", count: 198)
    let text = heavy + "bbbb"

    #expect(heavy.utf8.count == 4 * ServerText.nameLimit - "…".utf8.count)
    #expect(ServerText.cleaned(text) == heavy + "…")
  }

  @Test("A name of exactly the byte limit is kept whole")
  func exactlyTheByteLimit() {
    // The limit's number of characters, each of four UTF-8 bytes: both limits reached, none passed.
    let atByteLimit = String(repeating: "😀", count: ServerText.nameLimit)

    #expect(ServerText.cleaned(atByteLimit) == atByteLimit)
  }
}
