/// One command-line argument seen as a flag: its name, and the value after an equals sign if any.
struct Flag {
  let name: String
  private let inlineValue: String?

  init(_ argument: String) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      name = argument
      inlineValue = nil
      return
    }
    name = String(argument[..<equals])
    inlineValue = String(argument[argument.index(after: equals)...])
  }

  /// The flag's value: after its equals sign, or else the next argument, which is then used up.
  func value(from remaining: inout ArraySlice<String>, example: String) throws(UsageError)
    -> String
  {
    if let inlineValue, !inlineValue.isEmpty { return inlineValue }
    guard inlineValue == nil, let next = remaining.first, !next.hasPrefix("-") else {
      throw UsageError(#""\#(name)" needs a value, such as "\#(name) \#(example)"."#)
    }
    remaining.removeFirst()
    return next
  }

  /// Checks that a switch such as `--live` was not given a value.
  func expectNoValue() throws(UsageError) {
    guard inlineValue == nil else { throw UsageError(#""\#(name)" takes no value."#) }
  }
}
