import CitiesPatternList
import Foundation

/// Understands a typed line, the command's name in any case, then its argument: forgiving about
/// names (`ls`, `rm`, `q`), strict about arguments, so a mistyped number fails in a script.
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
    guard let command = Self.bareCommands[verb] ?? Int(verb).map(Command.choose) else {
      throw UsageError("Unknown command '\(shortened(first))'. Type 'help' for the commands.")
    }
    guard argument.isEmpty else {
      throw UsageError("'\(shortened(first))' takes nothing after it.")
    }
    return command
  }

  private static let bareCommands: [String: Command] = [
    "list": .list, "ls": .list, "back": .back, "retry": .retry, "help": .help, "?": .help,
    "quit": .quit, "exit": .quit, "q": .quit,
  ]

  private func argumentCommand(_ verb: String, _ argument: String) throws(UsageError)
    -> Command?
  {
    switch verb {
    case "add": return .add(text: try searchText(argument, verb: verb))
    case "search":
      guard !argument.isEmpty else {
        throw UsageError("'search' needs some text, such as 'search lon'.")
      }
      return .search(text: try searchText(argument, verb: verb))
    case "pick": return .pick(number: try number(argument, verb: verb))
    case "delete", "del", "rm": return .delete(number: try number(argument, verb: verb))
    case "open": return .open(number: try number(argument, verb: verb))
    case "pattern":
      guard let pattern = PatternKind(typed: argument) else {
        throw UsageError("'pattern' needs \(PatternKind.typedChoices), such as 'pattern vip'.")
      }
      return .pattern(pattern)
    case "trace":
      guard let isOn = ["on": true, "off": false][argument.lowercased()] else {
        throw UsageError("'trace' needs on or off, such as 'trace on'.")
      }
      return .trace(isOn: isOn)
    default: return nil
    }
  }

  // Place names are far shorter; a longer text is a paste gone wrong, and echoing it back in
  // "No cities match" would fill the screen.
  private static let searchTextLimit = 100

  private func searchText(_ argument: String, verb: String) throws(UsageError) -> String {
    guard argument.count <= Self.searchTextLimit else {
      throw UsageError("'\(verb)' takes at most \(Self.searchTextLimit) characters.")
    }
    return argument
  }

  private func number(_ argument: String, verb: String) throws(UsageError) -> Int {
    guard let number = Int(argument) else {
      throw UsageError("'\(verb)' needs a number, such as '\(verb) 2'.")
    }
    return number
  }

  // A hint quotes at most a word's worth of what was typed, however long the line.
  private func shortened(_ word: Substring) -> String {
    TerminalText.truncated(String(word), toWidth: 20)
  }
}
