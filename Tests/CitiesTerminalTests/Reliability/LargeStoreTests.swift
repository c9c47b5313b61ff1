import CitiesTestSupport
import Foundation
import Testing

/// The app on a store far larger than anyone builds by hand.
@MainActor
@Suite(
  "cities with 10,000 saved cities", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .enabled(if: SlowChecks.areEnabled, Comment(rawValue: SlowChecks.reason)))
struct LargeStoreTests {
  @Test("list shows all 10,000 rows, numbered in order, and the store stays as it was")
  func list() async throws {
    let store = try storeFile((1...10_000).map { (id: $0, name: "City \($0)") })

    let run = try await runApp(commands: ["list"], storeContents: store)

    let rows = try #require(run.screens.first).split(separator: "\n").filter { $0.hasPrefix("  ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows.count == 10_000)
    #expect(rows.first == "1  City 1")
    #expect(rows.last == "10000  City 10000")
    #expect(run.exitCode == 0)
    #expect(try Data(contentsOf: run.store) == Data(store.utf8))
  }
}
