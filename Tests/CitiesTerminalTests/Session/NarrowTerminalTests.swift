import CitiesTestSupport
import Foundation
import Testing

@testable import CitiesTerminalKit

/// Narrow and resized terminals: screens, help and hints fold instead of losing words.
@MainActor
@Suite("Narrow terminals", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct NarrowTerminalTests {
  @Test("Every word of a session drawn at 200 columns appears, in order, at any width from 20")
  func everyWordAtEveryWidth() async throws {
    let folder = try TemporaryDirectory()
    let wide = await runSession(atWidth: 200, folder: folder).text
      .split(whereSeparator: \.isWhitespace)

    for width in 20...199 {
      let narrow = await runSession(atWidth: width, folder: folder)

      #expect(narrow.lines.allSatisfy { $0.count <= width }, "width \(width)")
      #expect(narrow.text.split(whereSeparator: \.isWhitespace) == wide, "width \(width)")
    }
  }

  @Test("The width is read again for each screen, so a resize between commands is honoured")
  func resize() async throws {
    let terminal = ResizableTerminal()
    let shells = FeatureCompositionFake(screen: listScreen()) { _, action in
      terminal.columns = 20
      return action == .list ? listScreen() : nil
    }
    let output = CapturedOutput()
    let sut = makeSUT(
      input: ["list"], output: output, shells: shells, folder: try TemporaryDirectory(),
      width: { terminal.columns })

    _ = await sut.run()

    let (before, after) = try split(output.lines, at: "> list")
    #expect(before.contains { $0.count > 20 })
    #expect(after.allSatisfy { $0.count <= 20 })
    #expect(
      after.suffix(5) == [
        "Commands: add <name>", "  · open <n> ·", "  delete <n> · sort", "  name|added · help",
        "  · quit",
      ])
  }

  private func makeSUT(
    input: [String], output: CapturedOutput, shells: FeatureCompositionFake,
    folder: TemporaryDirectory, width: @escaping @MainActor () -> Int
  ) -> Session {
    let options = LaunchOptions(storeURL: folder.file(named: "cities.json"))
    return Session(
      options: options, header: shells.describe(.sample),
      makeShell: { pattern, traceLog in
        shells.makeShell(for: pattern, options: options, clock: InstantClock(), traceLog: traceLog)
      },
      input: ScriptedInput(input), output: output, style: .plain, width: width)
  }

  private func runSession(atWidth width: Int, folder: TemporaryDirectory) async
    -> CapturedOutput
  {
    let shells = FeatureCompositionFake(screen: listScreen()) { _, action in
      switch action {
      case .open: narrowWeatherScreen()
      case .add: narrowSearchScreen()
      default: nil
      }
    }
    let output = CapturedOutput()
    let sut = makeSUT(
      input: ["help", "open 1", "add santa", "fly away"], output: output, shells: shells,
      folder: folder, width: { width })
    _ = await sut.run()
    return output
  }

  private func split(_ lines: [String], at line: String) throws -> ([String], [String]) {
    let index = try #require(lines.firstIndex(of: line))
    return (Array(lines[..<index]), Array(lines[(index + 1)...]))
  }
}

/// The width a test's terminal has now; a test changes it to stand for a resize.
@MainActor
private final class ResizableTerminal {
  var columns = 80
}

private func narrowWeatherScreen() -> Screen {
  Screen(
    scene: .cityWeather, title: "Santa Cruz de la Sierra", summary: "31°C, Partly cloudy",
    rows: [
      ["Today", "22°C", "33°C", "Thunderstorm with slight hail"], ["Sat", "21°C", "30°C", "Fog"],
    ],
    message: "Weather data by Open-Meteo.com, the forecast of the next seven days.",
    isBusy: true, canRetry: true)
}

private func narrowSearchScreen() -> Screen {
  Screen(
    scene: .addCity, title: "Add a city",
    rows: [["Santa Cruz de la Sierra", "Santa Cruz, Bolivia"], ["Santa Fe", "New Mexico, USA"]],
    alert: "Santa Fe is already in your list.")
}
