import Testing

/// Every hint, refusal, usage and help line the toolkit, the words and the app's views can show is
/// a string literal in their sources; each must quote in the one house style.
@Suite("One quoting style for commands and for the user's own text")
struct QuotingStyleTests {
  static let folders = [
    "Sources/CitiesTerminalKit", "Sources/CitiesPresentationWords", "Sources/CitiesApp",
  ]

  @Test("Every string the app can show quotes with double quotes, in pairs", arguments: folders)
  func oneStyle(folder: String) throws {
    let files = try SourceFolder(path: folder).swiftFiles()

    for file in files {
      for literal in SwiftStringLiterals.literals(in: file.text) {
        let problems = QuotingStyle.problems(in: literal)
        #expect(
          problems.isEmpty, "\(file.path): \(problems.joined(separator: ", ")) in \"\(literal)\"")
      }
    }
    #expect(!files.isEmpty)
  }

  @Test("The check refuses single and curly quotation marks, and lets an apostrophe through")
  func rule() {
    #expect(QuotingStyle.problems(in: #"Type "help" for the city's weather."#).isEmpty)
    #expect(QuotingStyle.problems(in: "\u{FFFC}'s weather").isEmpty)
    #expect(!QuotingStyle.problems(in: "Type 'help' for the commands.").isEmpty)
    #expect(!QuotingStyle.problems(in: "Unknown pattern '\u{FFFC}'.").isEmpty)
    #expect(!QuotingStyle.problems(in: "Type “help”.").isEmpty)
    #expect(!QuotingStyle.problems(in: #"Type "help."#).isEmpty)
    #expect(QuotingStyle.problems(in: "'").isEmpty)
  }

  @Test("The check reads literals as Swift does: escapes, interpolations, raw and multi-line ones")
  func literals() {
    let source = ##"""
      // "a comment" is not a literal
      let plain = "Type \"help\"."  /* nor "this" */
      let nested = "one \(flag ? "two" : "three") four"
      let raw = #"raw "quotes" and \#(value)"#
      let block = """
        first 'line'
          second
        """

      """##

    let literals = SwiftStringLiterals.literals(in: source)

    #expect(
      literals == [
        #"Type "help"."#, "two", "three", "one \u{FFFC} four", "raw \"quotes\" and \u{FFFC}",
        "first 'line'\n  second",
      ])
  }
}
