/// Why a command was not carried out, as the one-line hint the user sees.
struct CommandError: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
