import CitiesApp
import CitiesTerminalKit
import CitiesTestSupport
import Testing

/// `cities compare` on the real shells: the same screens, three different loops.
@MainActor
@Suite("cities compare, on the three real patterns", .timeLimit(.minutes(1)))
struct CompareEndToEndTests {
  private static let script = ["add ber", "pick 1", "open 1", "back", "delete 1", "add qq"]

  @Test("A multi-step script leaves identical screens in all three patterns")
  func identicalScreens() async throws {
    let output = try await compare()

    #expect(output.contains("The screens are identical after every command."))
  }

  @Test(
    "Each pattern's trace follows its own loop",
    arguments: [
      (
        "MVP", ["View → Presenter", "Presenter → UseCase", "UseCase → Gateway", "Presenter → View"]
      ),
      (
        "VIP",
        ["View → Interactor", "Interactor → UseCase", "Interactor → Presenter", "Presenter → View"]
      ),
      (
        "MVVM",
        [
          "View → ViewModel", "ViewModel → UseCase", "UseCase → Gateway",
          "ViewModel → View: state =",
        ]
      ),
    ])
  func loops(pattern: String, hops: [String]) async throws {
    let trace = try traceSection(of: pattern, in: try await compare())

    for hop in hops {
      #expect(trace.contains(hop), "\(pattern) should trace \(hop)")
    }
    let deleteHops = try #require(trace.components(separatedBy: "> delete 1").last)
    let positions = hops.compactMap { deleteHops.range(of: $0)?.lowerBound }
    #expect(positions == positions.sorted(), "\(pattern) hops after 'delete 1' come in loop order")
  }

  @Test(
    "No pattern skips its loop: VIP's interactor never talks to the view, MVVM has no presenter")
  func loopsStayClosed() async throws {
    let output = try await compare()

    #expect(!(try traceSection(of: "VIP", in: output)).contains("Interactor → View"))
    #expect(!(try traceSection(of: "MVVM", in: output)).contains("Presenter"))
    #expect(!(try traceSection(of: "MVP", in: output)).contains("Interactor"))
  }

  private func compare() async throws -> String {
    let folder = try TemporaryDirectory()
    let script = folder.file(named: "script.txt")
    try Self.script.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
    let output = CapturedOutput()
    let exitCode = await CitiesCommand.run(
      arguments: ["compare", script.path(percentEncoded: false)], environment: [:],
      input: ScriptedInput([]), output: output, errorOutput: CapturedOutput(),
      clock: InstantClock(), composition: CitiesComposition())
    #expect(exitCode == 0)
    return output.text
  }

  private func traceSection(of pattern: String, in output: String) throws -> String {
    let start = try #require(output.range(of: "\(pattern) trace\n"))
    let rest = output[start.upperBound...]
    let end = rest.range(of: " trace\n")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }
}
