import Foundation

/// The triage file, read.
///
/// It lists survivors argued to behave exactly as the original (equivalent) and survivors
/// that behave differently but are left untested on purpose (accepted). Each entry names its file,
/// the original line and the change, so the runner can find the mutant again and fail when the
/// code has moved on without the entry.
struct Triage {
  enum Verdict: String { case equivalent, accepted }

  struct Entry {
    var verdict: Verdict
    var file: String
    var line: String
    var change: String
    var why: String
    var lineNumber: Int

    func matches(_ mutant: Mutant) -> Bool {
      mutant.file == file && mutant.lineText == line && mutant.summary == change
    }
  }

  var entries: [Entry] = []

  /// Reads blocks of `key: value` lines separated by blank lines; `#` starts a comment line.
  init(text: String) throws(TriageError) {
    var fields: [String: String] = [:]
    var start = 0
    func flush() throws(TriageError) {
      defer { fields = [:] }
      guard !fields.isEmpty else { return }
      guard let kind = fields["verdict"].flatMap(Verdict.init(rawValue:)),
        let file = fields["file"],
        let line = fields["line"], let change = fields["change"], let why = fields["why"],
        !why.isEmpty
      else {
        throw TriageError(
          message:
            "entry at line \(start) needs verdict (equivalent or accepted), file, line, change and why"
        )
      }
      entries.append(
        Entry(verdict: kind, file: file, line: line, change: change, why: why, lineNumber: start))
    }
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line = String(raw)
      if line.hasPrefix("#") { continue }
      if line.trimmingCharacters(in: .whitespaces).isEmpty {
        try flush()
        continue
      }
      if fields.isEmpty { start = number + 1 }
      if line.hasPrefix("  "), let last = fields["why"] {
        fields["why"] = last + " " + line.trimmingCharacters(in: .whitespaces)
        continue
      }
      guard let colon = line.firstIndex(of: ":") else {
        throw TriageError(message: "line \(number + 1): expected 'key: value'")
      }
      let key = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      fields[key] = value
    }
    try flush()
  }

  func verdict(for mutant: Mutant) -> Verdict? {
    entries.first { $0.matches(mutant) }?.verdict
  }
}

/// A triage file that cannot be read.
struct TriageError: Error {
  var message: String
}
