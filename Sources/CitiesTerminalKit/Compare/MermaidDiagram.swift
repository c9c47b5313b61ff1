/// One pattern's trace as a Mermaid `sequenceDiagram`: calls are `->>`, replies `-->>`, and a note
/// over the View names the command that started each exchange.
struct MermaidDiagram {
  private static let participantOrder: [TraceRole] = [
    .view, .interactor, .presenter, .viewModel, .useCase, .gateway, .router, .navigator,
  ]
  // Where a role a pattern declares for itself stands: after the roles the view talks to, before
  // the use cases, in the order the trace first names it.
  private static let ownRolesGoBefore = TraceRole.useCase

  let run: PatternRun

  var lines: [String] {
    var lines = ["sequenceDiagram"]
    lines += participants.map { "  participant \($0.name)" }
    for step in run.steps {
      lines.append("  Note over View: \(Self.escaped(step.command))")
      lines += step.events.map(Self.line)
    }
    return lines
  }

  // The toolkit's roles in their fixed order, with a pattern's own roles among them.
  private var participants: [TraceRole] {
    var named: [TraceRole] = [.view]
    for event in run.steps.flatMap(\.events) {
      for role in [event.from, event.to] where !named.contains(role) { named.append(role) }
    }
    let own = named.filter { !Self.participantOrder.contains($0) }
    let known = Self.participantOrder.filter(named.contains)
    let split = known.firstIndex { $0 == Self.ownRolesGoBefore } ?? known.endIndex
    return Array(known[..<split]) + own + Array(known[split...])
  }

  private static func line(for event: TraceEvent) -> String {
    let arrow = event.kind == .call ? "->>" : "-->>"
    return "  \(event.from.name)\(arrow)\(event.to.name): \(escaped(event.message))"
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
