extension CommandParser {
  /// The command if the screen on display can take it, a bare number resolved into `pick` or
  /// `open`; the session's own commands pass unchecked.
  func checked(_ command: Command, on screen: Screen) throws(UsageError) -> Command {
    switch command {
    case .search:
      try expect(.addCity, on: screen, for: "search", otherwise: "add <name>")
    case .pick(let row):
      try expect(.addCity, on: screen, for: "pick", otherwise: "add <name>")
      try expect(row, on: screen)
    case .delete(let row):
      try expect(.cities, on: screen, for: "delete", otherwise: "list")
      try expect(row, on: screen)
    case .open(let row):
      try expect(.cities, on: screen, for: "open", otherwise: "list")
      try expect(row, on: screen)
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

  private func expect(
    _ scene: Screen.Scene, on screen: Screen, for verb: String, otherwise advice: String
  ) throws(UsageError) {
    guard screen.scene != scene else { return }
    let place = scene == .addCity ? "the search results" : "the saved list"
    throw UsageError(#""\#(verb)" works on \#(place); type "\#(advice)" first."#)
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
