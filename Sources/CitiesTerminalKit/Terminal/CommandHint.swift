/// The hint line under a screen: the commands that do something in the scene on screen.
struct CommandHint {
  let screen: Screen

  var text: String { "Commands: " + commands.joined(separator: " · ") }

  private var commands: [String] {
    let hasRows = !screen.rows.isEmpty
    let retry = screen.canRetry ? ["retry"] : []
    switch screen.scene {
    case .cities:
      return ["add <name>"] + (hasRows ? ["open <n>", "delete <n>"] : []) + retry + [
        "help", "quit",
      ]
    case .addCity:
      return ["search <text>"] + (hasRows ? ["pick <n>"] : []) + retry + ["back", "help"]
    case .cityWeather:
      return retry + ["back", "help"]
    }
  }
}
