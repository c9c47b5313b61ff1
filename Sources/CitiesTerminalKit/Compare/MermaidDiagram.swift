/// One pattern's trace as a Mermaid `sequenceDiagram`: calls are `->>`, replies `-->>`, and a note
/// over the View names the command that started each exchange.
struct MermaidDiagram {
  private static let participantOrder: [TraceRole] = [
    .view, .interactor, .presenter, .viewModel, .useCase, .gateway, .router, .navigator,
  ]

  let run: PatternRun

  var lines: [String] {
    let roles = Set(run.steps.flatMap(\.events).flatMap { [$0.from, $0.to] }).union([.view])
    var lines = ["sequenceDiagram"]
    lines += Self.participantOrder.filter(roles.contains).map { "  participant \($0.rawValue)" }
    for step in run.steps {
      lines.append("  Note over View: \(Self.escaped(step.command))")
      lines += step.events.map(Self.line)
    }
    return lines
  }

  private static func line(for event: TraceEvent) -> String {
    let arrow = event.kind == .call ? "->>" : "-->>"
    return "  \(event.from.rawValue)\(arrow)\(event.to.rawValue): \(escaped(event.message))"
  }

  /// The text with what Mermaid would read as syntax (`#`, `;`, `<`, `>`) as entity codes.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in TerminalText.sanitized(text) {
      switch character {
      case "#": escaped += "#35;"
      case ";": escaped += "#59;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
