/// The style and width of one output, decided once from the environment and the output itself.
struct TerminalSettings {
  let style: TerminalStyle
  let width: Int

  @MainActor
  init(environment: [String: String], output: any TextOutput) {
    style = TerminalStyle(environment: environment, outputIsTerminal: output.isTerminal)
    width = TerminalWidth.current(environment: environment, outputIsTerminal: output.isTerminal)
  }
}
