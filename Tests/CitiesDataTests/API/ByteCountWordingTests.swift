import Testing

// ByteCount is internal to the data layer: its messages quote it, and its boundaries are pinned
// here, where a unit larger or smaller by one byte would show.
@testable import CitiesData

@Suite("A size in bytes, written for a person")
struct ByteCountWordingTests {
  @Test(
    "Each unit starts at its own size, one byte less stays in the smaller unit, and one byte is singular",
    arguments: [
      (0, "0 bytes"), (1, "1 byte"), (2, "2 bytes"), (1023, "1023 bytes"), (1024, "1 KiB"),
      (1536, "1.5 KiB"), (1_047_552, "1023 KiB"), (1_048_575, "1023.9 KiB"), (1_048_576, "1 MiB"),
      (17_301_504, "16.5 MiB"),
    ]
  )
  func wording(bytes: Int, expected: String) {
    #expect(ByteCount(bytes).description == expected)
  }
}
