import CitiesApp
import CitiesTerminalKit
import CitiesTestSupport
import Foundation

/// One in-process run of the real `cities` app: the real pattern shells, the offline sample
/// gateways, a store in a fresh folder and an immediate clock.
@MainActor
struct AppRun {
  let exitCode: Int32
  let output: CapturedOutput
  let store: URL
  /// Holds the store's folder until the test is done with it.
  let folder: TemporaryDirectory

  /// The screens the run printed, one string per command, without the header before the first.
  var screens: [String] {
    output.text.components(separatedBy: "\n> ").dropFirst().map { "> " + $0 }
  }
}

/// Runs `cities` with the given arguments and commands.
///
/// `storeContents`, when given, is written to the store file first. The commands come from a
/// script unless `inputIsTerminal` says a person types them; an `input` given reads in their place.
@MainActor
func runApp(
  _ arguments: [String] = [],
  commands: [String] = [],
  storeContents: String? = nil,
  environment: [String: String] = [:],
  inputIsTerminal: Bool = false,
  input: (any LineInput)? = nil
) async throws -> AppRun {
  let folder = try TemporaryDirectory()
  let store = folder.file(named: "cities.json")
  if let storeContents {
    try Data(storeContents.utf8).write(to: store)
  }
  let output = CapturedOutput()
  let exitCode = await CitiesCommand.run(
    arguments: arguments,
    environment: ["CITIES_STORE": store.path(percentEncoded: false), "COLUMNS": "80"]
      .merging(environment) { $1 },
    input: input ?? ScriptedInput(commands, isTerminal: inputIsTerminal),
    output: output,
    errorOutput: CapturedOutput(),
    clock: InstantClock(),
    composition: CitiesComposition()
  )
  return AppRun(exitCode: exitCode, output: output, store: store, folder: folder)
}

/// The store file's text for the given cities, written the way `FileCitiesGateway` writes it.
func storeFile(_ cities: [(id: Int, name: String)]) throws -> String {
  let entries = try cities.map { city in
    let name = String(decoding: try JSONEncoder().encode(city.name), as: UTF8.self)
    return #"{"id":\#(city.id),"name":\#(name),"latitude":52.52,"longitude":13.41}"#
  }
  return #"{"version":1,"cities":[\#(entries.joined(separator: ","))]}"#
}
