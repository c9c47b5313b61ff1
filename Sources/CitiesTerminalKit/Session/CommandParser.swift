import CitiesPatternList
import CitiesPresentationWords
import Foundation

/// Understands a typed line, the command's name in upper or lower case, then its argument:
/// forgiving about names (`ls`, `rm`, `q`), strict about arguments, so a mistyped number fails in
/// a script.
///
/// It then checks the command against the screen it would act on: a number must name a row there.
struct CommandParser {
  /// The command on the line, or `nil` for a line to skip: a blank one, or a `#` comment.
  func parse(_ line: String) throws(UsageError) -> Command? {
    // Control characters go first, so a stray escape code or NUL neither hides a command nor
    // travels on into a search.
    let words = TerminalText.sanitized(line).split(maxSplits: 1, whereSeparator: \.isWhitespace)
    guard let first = words.first, !first.hasPrefix("#") else { return nil }
    let verb = first.lowercased()
    let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
    if let command = try argumentCommand(verb, argument) { return command }
    guard let command = Self.bareCommands[verb] ?? Self.row(typed: verb).map(Command.choose) else {
      throw UsageError(
        #"Unknown command "\#(shortened(first))". Type "help" for the commands."#)
    }
    guard argument.isEmpty else {
      throw UsageError(#""\#(shortened(first))" takes nothing after it."#)
    }
    return command
  }

  private static let bareCommands: [String: Command] = [
    "list": .list, "ls": .list, "back": .back, "retry": .retry, "help": .help, "?": .help,
    "quit": .quit, "exit": .quit, "q": .quit, "undo": .undo,
  ]

  private func argumentCommand(_ verb: String, _ argument: String) throws(UsageError)
    -> Command?
  {
    switch verb {
    case "add": return .add(text: try searchText(argument, verb: verb))
    case "search":
      let text = try searchText(argument, verb: verb)
      guard !text.isEmpty else {
        throw UsageError(#""search" needs some text, such as "search lon"."#)
      }
      return .search(text: text)
    case "pick": return .pick(row: try row(argument, verb: verb))
    case "delete", "del", "rm": return .delete(row: try row(argument, verb: verb))
    case "open": return .open(row: try row(argument, verb: verb))
    case "sort":
      guard let order = ["name": CitiesListOrder.name, "added": .added][argument.lowercased()]
      else {
        throw UsageError(#""sort" needs name or added, such as "sort name"."#)
      }
      return .sort(order)
    case "rename":
      guard !argument.isEmpty else {
        throw UsageError(#""rename" needs the new name, such as "rename Berlin-Mitte"."#)
      }
      return .rename(name: argument)
    case "pattern":
      guard let pattern = PatternKind(typed: argument) else {
        throw UsageError(
          #""pattern" needs \#(PatternKind.typedChoices), such as "pattern vip"."#)
      }
      return .pattern(pattern)
    case "trace":
      guard let isOn = ["on": true, "off": false][argument.lowercased()] else {
        throw UsageError(#""trace" needs on or off, such as "trace on"."#)
      }
      return .trace(isOn: isOn)
    default: return nil
    }
  }

  // Place names are far shorter; a longer text is a paste gone wrong, and echoing it back in
  // "No cities match" would fill the screen.
  private static let searchTextLimit = 100

  // A user may quote a name as a shell would (`add "New York"`): one pair of the same quotes
  // around the whole text is quoting, not part of the name, so the screen quotes it once.
  private func searchText(_ argument: String, verb: String) throws(UsageError) -> String {
    guard argument.count <= Self.searchTextLimit else {
      throw UsageError(#""\#(verb)" takes at most \#(Self.searchTextLimit) characters."#)
    }
    guard argument.count >= 2, let quote = argument.first, quote == argument.last,
      quote == "\"" || quote == "'"
    else { return argument }
    return argument.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
  }

  // One number, and nothing after it: a second word is refused by name, as the number is fine.
  private func row(_ argument: String, verb: String) throws(UsageError) -> Int {
    let words = argument.split(maxSplits: 1, whereSeparator: \.isWhitespace)
    guard let first = words.first, let row = Self.row(typed: first) else {
      throw UsageError(#""\#(verb)" needs a number, such as "\#(verb) 2"."#)
    }
    guard words.count == 1 else {
      throw UsageError(#""\#(verb)" takes one number; remove "\#(shortened(words[1]))"."#)
    }
    return row
  }

  // The user counts rows from 1; the patterns count them from 0. Wrapping keeps any number the
  // user typed, however far out of range, so the hint can quote it back.
  private static func row(typed text: some StringProtocol) -> Int? {
    Int(text).map { $0 &- 1 }
  }

  // A hint quotes at most a word's worth of what was typed, however long the line.
  private func shortened(_ word: Substring) -> String {
    TerminalText.truncated(String(word), toWidth: 20)
  }

  /// The command if the screen on display can take it, a bare number resolved into `pick` or
  /// `open`; the session's own commands pass unchecked.
  func checked(_ command: Command, on screen: Screen) throws(UsageError) -> Command {
    switch command {
    case .search: try expect(.addCity, on: screen, for: "search")
    case .pick(let row): try expect(.addCity, on: screen, for: "pick", row: row)
    case .delete(let row): try expect(.cities, on: screen, for: "delete", row: row)
    case .open(let row): try expect(.cities, on: screen, for: "open", row: row)
    case .sort: try expect(.cities, on: screen, for: "sort")
    case .undo: try expect(.cities, on: screen, for: "undo")
    case .rename: try expect(.cityWeather, on: screen, for: "rename")
    case .choose(let row): return try checked(choice(row, on: screen), on: screen)
    case .back:
      guard screen.scene != .cities else { throw UsageError("The list is on screen already.") }
    case .retry:
      guard screen.canRetry else { throw UsageError("There is nothing to retry.") }
    case .list, .add, .pattern, .trace, .help, .quit: break
    }
    return command
  }

  private func choice(_ row: Int, on screen: Screen) throws(UsageError) -> Command {
    guard screen.rowsCanBeChosen else {
      throw UsageError(
        #"A number picks a search result or opens a city; type "back" first."#)
    }
    return screen.scene == .addCity ? .pick(row: row) : .open(row: row)
  }

  // A command of one scene, typed in another, says how to get there; a row must be on screen.
  private func expect(
    _ scene: Screen.Scene, on screen: Screen, for verb: String, row: Int? = nil
  ) throws(UsageError) {
    guard screen.scene == scene else {
      let (place, advice) =
        switch scene {
        case .addCity: ("the search results", "add <name>")
        case .cities: ("the saved list", "list")
        case .cityWeather: ("a city's weather", "open <n>")
        }
      throw UsageError(#""\#(verb)" works on \#(place); type "\#(advice)" first."#)
    }
    if let row { try expect(row, on: screen) }
  }

  private func expect(_ row: Int, on screen: Screen) throws(UsageError) {
    let count = screen.rows.count
    guard !screen.rows.indices.contains(row) else { return }
    let number = row &+ 1
    if screen.scene == .addCity {
      let found = count == 0 ? "nothing" : "\(count)"
      throw UsageError("There is no result \(number); the search found \(found).")
    }
    // A list that failed to load is not empty: nobody knows what it holds until a retry reads it.
    if count == 0 && screen.canRetry {
      throw UsageError(
        #"There is no city \#(number): the list could not be loaded. Type "retry" to try again."#)
    }
    let size = count == 0 ? "is empty" : "has \(count)"
    throw UsageError("There is no city \(number); the list \(size).")
  }
}
