/// Checks a command against the screen it would act on (a number must name a row there), and
/// turns it into the feature action, or into a one-line hint that leaves the shell undisturbed.
struct CommandValidator {
  /// The feature action for the command, or `nil` for the session's own commands (`pattern`,
  /// `trace`, `help`, `quit`), which no shell sees.
  func action(for command: Command, on screen: Screen) throws(UsageError) -> FeatureAction? {
    switch command {
    case .list: return .showList
    case .add(let text): return .add(query: text)
    case .search(let text):
      try expect(.addCity, on: screen, for: "search", otherwise: "add <name>")
      return .search(text: text)
    case .pick(let number):
      try expect(.addCity, on: screen, for: "pick", otherwise: "add <name>")
      return .pick(number: try row(number, on: screen))
    case .delete(let number):
      try expect(.cities, on: screen, for: "delete", otherwise: "list")
      return .delete(number: try row(number, on: screen))
    case .open(let number):
      try expect(.cities, on: screen, for: "open", otherwise: "list")
      return .open(number: try row(number, on: screen))
    case .choose(let number): return try choice(number, on: screen)
    case .back:
      guard screen.scene != .cities else { throw UsageError("The list is on screen already.") }
      return .back
    case .retry:
      guard screen.canRetry else { throw UsageError("There is nothing to retry.") }
      return .retry
    case .pattern, .trace, .help, .quit: return nil
    }
  }

  private func choice(_ number: Int, on screen: Screen) throws(UsageError) -> FeatureAction {
    switch screen.scene {
    case .cities: .open(number: try row(number, on: screen))
    case .addCity: .pick(number: try row(number, on: screen))
    case .cityWeather:
      throw UsageError("A number picks a search result or opens a city; type 'back' first.")
    }
  }

  private func expect(
    _ scene: Screen.Scene, on screen: Screen, for verb: String, otherwise advice: String
  ) throws(UsageError) {
    guard screen.scene != scene else { return }
    let place = scene == .addCity ? "the search results" : "the saved list"
    throw UsageError("'\(verb)' works on \(place); type '\(advice)' first.")
  }

  private func row(_ number: Int, on screen: Screen) throws(UsageError) -> Int {
    let count = screen.rows.count
    guard number < 1 || number > count else { return number }
    if screen.scene == .addCity {
      let found = count == 0 ? "nothing" : "\(count)"
      throw UsageError("There is no result \(number); the search found \(found).")
    }
    let size = count == 0 ? "is empty" : "has \(count)"
    throw UsageError("There is no city \(number); the list \(size).")
  }
}
