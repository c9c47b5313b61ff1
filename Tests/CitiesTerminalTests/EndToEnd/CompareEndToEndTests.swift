import CitiesApp
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

/// `cities compare` on the real shells: the same screens, a different loop for each pattern.
@MainActor
@Suite("cities compare, on every real pattern", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct CompareEndToEndTests {
  private static let script = ["add ber", "pick 1", "open 1", "back", "delete 1", "add qq"]

  @Test("A multi-step script leaves identical screens in every pattern")
  func identicalScreens() async throws {
    let output = try await compare()

    #expect(output.contains("The screens are identical after every command."))
  }

  @Test("Each pattern's trace follows its own loop", arguments: PatternKind.allCases)
  func loops(pattern: PatternKind) async throws {
    let trace = try traceSection(of: pattern, in: try await compare())

    for hop in pattern.deleteLoop {
      #expect(trace.contains(hop), "\(pattern.displayName) should trace \(hop)")
    }
    let deleteHops = try #require(trace.components(separatedBy: "> delete 1").last)
    let positions = pattern.deleteLoop.compactMap { deleteHops.range(of: $0)?.lowerBound }
    #expect(
      positions == positions.sorted(),
      "\(pattern.displayName) hops after 'delete 1' come in loop order")
  }

  @Test("No pattern's trace makes a hop its loop never makes", arguments: PatternKind.allCases)
  func loopsStayClosed(pattern: PatternKind) async throws {
    let trace = try traceSection(of: pattern, in: try await compare())

    for hop in pattern.hopsNeverMade {
      #expect(!trace.contains(hop), "\(pattern.displayName) should never trace \(hop)")
    }
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

  private func traceSection(of pattern: PatternKind, in output: String) throws -> String {
    let start = try #require(output.range(of: "\(pattern.displayName) trace\n"))
    let rest = output[start.upperBound...]
    let end = rest.range(of: " trace\n")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }
}

extension PatternKind {
  /// The hops a delete makes in this pattern's loop, in the order it makes them.
  fileprivate var deleteLoop: [String] {
    switch self {
    case .mvp: ["View → Presenter", "Presenter → UseCase", "UseCase → Gateway", "Presenter → View"]
    case .vip:
      ["View → Interactor", "Interactor → UseCase", "Interactor → Presenter", "Presenter → View"]
    case .mvvm:
      ["View → ViewModel", "ViewModel → UseCase", "UseCase → Gateway", "ViewModel → View: state ="]
    case .viper:
      ["View → Presenter", "Presenter → Interactor", "Interactor → UseCase", "Presenter → View"]
    case .redux:
      [
        "View → Store", "Store → Reducer", "Reducer → Effect", "Effect → UseCase",
        "UseCase → Gateway", "Effect → Store", "Store → View: state.content =",
      ]
    }
  }

  /// Hops this pattern's loop never makes, such as a call from VIP's interactor to the view.
  fileprivate var hopsNeverMade: [String] {
    switch self {
    case .mvp: ["Interactor"]
    case .vip: ["Interactor → View", "Presenter → UseCase"]
    case .mvvm: ["Presenter"]
    case .viper: ["View → Interactor", "Interactor → View"]
    case .redux: ["Presenter", "ViewModel", "Interactor", "View → Reducer", "Effect → View"]
    }
  }
}
