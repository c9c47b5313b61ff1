import CitiesApp
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Foundation
import Testing

@MainActor
@Suite("The app's composition root", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct CitiesCompositionTests {
  @Test(
    "Each pattern's shell is named for it and calls the use cases from its own caller role",
    arguments: PatternKind.allCases)
  func callerRole(kind: PatternKind) async {
    let traceLog = TraceLog()
    let shell = kind.makeShell(traceLog: traceLog)

    await shell.start()

    let useCaseCalls = traceLog.takeEvents().filter { $0.to == .useCase }
    #expect(shell.patternName == kind.displayName)
    #expect(
      useCaseCalls == [
        TraceEvent(from: kind.useCaseCaller, to: .useCase, message: "displayCities()")
      ])
  }

  @Test("Live runs name Open-Meteo's address and credit it; offline runs say they are offline")
  func sourceDescriptions() throws {
    let composition = CitiesComposition()
    let selfHosted = try #require(URL(string: "http://localhost:8080"))

    #expect(
      composition.describe(.live(selfHostedBaseURL: nil)) == [
        "live Open-Meteo (https://api.open-meteo.com)",
        "Weather data by Open-Meteo.com (https://open-meteo.com/), CC BY 4.0.",
      ])
    #expect(
      composition.describe(.live(selfHostedBaseURL: selfHosted)).first
        == "live Open-Meteo (http://localhost:8080)")
    #expect(composition.describe(.sample) == ["offline sample data"])
  }
}
