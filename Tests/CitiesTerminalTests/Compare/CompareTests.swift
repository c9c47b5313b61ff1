import CitiesDomain
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Foundation
import Testing

@MainActor
@Suite("Compare", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct CompareTests {
  @Test("Identical screens in every pattern exit with 0, then each pattern's trace follows")
  func identicalScreens() async throws {
    let run = try await runCities(["compare"])

    #expect(run.exitCode == 0)
    #expect(run.shells.madeShells.map(\.patternName) == PatternKind.allCases.map(\.displayName))
    #expect(
      run.output.lines.prefix(2) == [
        "Compared \(PatternKind.displayNames) on 5 commands, each on a fresh store.",
        "The screens are identical after every command.",
      ])
    #expect(run.output.lines.contains("VIP trace"))
    #expect(run.output.lines.contains("  View → Interactor: start()"))
    #expect(run.output.lines.contains("  View → ViewModel: delete(row: 0)"))
  }

  @Test("A different screen exits with 1 and shows only the first difference")
  func differentScreens() async throws {
    let shells = FeatureCompositionFake(screen: listScreen()) { pattern, action in
      guard pattern == .vip else { return nil }
      return switch action {
      case .open: Screen(scene: .cityWeather, title: "Londres")
      case .back: Screen(scene: .cities, title: "Villes")
      default: nil
      }
    }
    let script = try scriptFile(["open 1", "back"])

    let run = try await runCities(["compare", script.path], shells: shells)

    #expect(run.exitCode == 1)
    #expect(
      run.output.lines.prefix(4) == [
        "Compared \(PatternKind.displayNames) on 2 commands, each on a fresh store.",
        #"The screens differ after "open 1":"#,
        "  MVP: Saved cities",
        "  VIP: Londres",
      ])
    #expect(!run.output.text.contains("Villes"))
  }

  @Test("--mermaid prints each pattern's trace as a sequence diagram")
  func mermaid() async throws {
    let script = try scriptFile(["delete 1"])

    let run = try await runCities(["compare", "--mermaid", script.path])

    #expect(run.exitCode == 0)
    #expect(
      run.output.lines.prefix(12) == [
        "### MVP",
        "",
        "```mermaid",
        "sequenceDiagram",
        "  participant View",
        "  participant Presenter",
        "  Note over View: start",
        "  View->>Presenter: start()",
        "  Note over View: delete 1",
        "  View->>Presenter: delete(row: 0)",
        "  Presenter-->>View: shown",
        "```",
      ])
    #expect(run.output.text.contains("  View->>Interactor: delete(row: 0)"))
    #expect(run.output.text.contains("  ViewModel-->>View: shown"))
    #expect(run.errorOutput.text.isEmpty)
  }

  @Test("Mermaid messages escape what Mermaid would read as syntax")
  func mermaidEscaping() async throws {
    let script = try scriptFile(["add a;b#<c>"])

    let run = try await runCities(["compare", "--mermaid", script.path])

    #expect(run.output.lines.contains("  Note over View: add a#59;b#35;#lt;c#gt;"))
    #expect(run.output.lines.contains("  View->>Presenter: add(text: \"a#59;b#35;#lt;c#gt;\")"))
  }

  @Test("--mermaid sends the verdict to standard error when the screens differ")
  func mermaidDifference() async throws {
    let shells = FeatureCompositionFake(screen: listScreen()) { pattern, _ in
      pattern == .mvvm ? Screen(scene: .cities, title: "Cities") : nil
    }

    let run = try await runCities(["compare", "--mermaid"], shells: shells)

    #expect(run.exitCode == 1)
    #expect(
      run.errorOutput.lines == [
        #"The screens differ after "add ber":"#,
        "  MVP: Saved cities",
        "  MVVM: Cities",
      ])
    #expect(run.output.lines.first == "### MVP")
  }

  private let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  private func scriptFile(_ lines: [String]) throws -> (url: URL, path: String) {
    let url = folder.file(named: "script-\(UUID().uuidString).txt")
    try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    return (url, url.path(percentEncoded: false))
  }
}
