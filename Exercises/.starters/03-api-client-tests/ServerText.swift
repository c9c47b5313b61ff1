// Made by scripts/kata.py from Sources/CitiesData/API/ServerText.swift.

import CitiesData

/// Text that came from a server, made fit to keep and to show: without control or bidi characters,
/// on one line, and no longer than a limit.
///
/// A server can send anything: a 5 MB city name, a terminal escape inside a region, a bidi
/// override that makes a name read backwards. The data layer cleans every text before it reaches
/// the domain, so what the store keeps is exactly what the screen shows.
enum ServerText {
  /// The most characters (grapheme clusters) a name, region or country keeps, and a quarter of
  /// the most UTF-8 bytes it keeps.
  static let nameLimit = 100
  /// The most characters the reason in a service's error answer keeps.
  static let reasonLimit = 200

  /// The text cleaned: no escape sequence, control or bidi character, one line, at most `limit`
  /// characters.
  ///
  /// Escape sequences go whole, control characters (C0, DEL, C1) and bidi controls are dropped;
  /// line breaks and tabs become spaces, runs of spaces become one, and the ends are trimmed. A
  /// text over `limit` characters or `4 × limit` UTF-8 bytes keeps as many whole characters as fit
  /// in both, less one, and ends with "…". Cleaning a cleaned text changes nothing.
  static func cleaned(_ text: String, limit: Int = nameLimit) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in withoutEscapeSequences(text) where !isBidiControl(scalar) {
      let kept: Unicode.Scalar = isLineBreakOrTab(scalar) ? " " : scalar
      guard !isControl(kept), !(kept == " " && scalars.last == " ") else { continue }
      scalars.append(kept)
    }
    return truncated(trimmed(String(scalars)), to: limit)
  }

  // Cuts on a character boundary. Characters alone would not bound the size: one character can
  // hold any number of combining marks, so the bytes are bounded too, at four per character.
  private static func truncated(_ text: String, to limit: Int) -> String {
    let byteLimit = limit * 4
    guard text.count > limit || text.utf8.count > byteLimit else { return text }
    let ellipsis = "…"
    var (kept, count, bytes) = ("", 0, 0)
    for character in text {
      let size = character.utf8.count
      guard count < limit - 1, bytes + size <= byteLimit - ellipsis.utf8.count else { break }
      kept.append(character)
      count += 1
      bytes += size
    }
    return trimmed(kept) + ellipsis
  }

  private static func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " }
    return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }

  private enum Sequence { case none, escape, control, string, stringEscape }

  // ECMA-48 and ISO 2022: ESC, intermediates (0x20–0x2F) and a final byte (0x30–0x7E); CSI
  // (`ESC [` or 0x9B), parameters and a final byte (0x40–0x7E); OSC, DCS, SOS, PM and APC (`ESC ]`,
  // `P`, `X`, `^`, `_`, or 0x9D, 0x90, 0x98, 0x9E, 0x9F) up to ST (`ESC \` or 0x9C) or BEL.
  private static let afterEscape: [UInt32: Sequence] = [
    0x5B: .control, 0x5D: .string, 0x50: .string, 0x58: .string, 0x5E: .string, 0x5F: .string,
  ]
  private static let opening: [UInt32: Sequence] = [
    0x1B: .escape, 0x9B: .control, 0x9D: .string, 0x90: .string, 0x98: .string, 0x9E: .string,
    0x9F: .string,
  ]

  // Drops every escape sequence whole, so no parameter is left to show (`[2J`, `]0;title`); one
  // cut short at the end of the text goes too.
  private static func withoutEscapeSequences(_ text: String) -> [Unicode.Scalar] {
    var (kept, state) = ([Unicode.Scalar](), Sequence.none)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch state {
      case .escape where (0x20...0x2F).contains(value): continue
      case .control where (0x20...0x3F).contains(value): continue
      case .escape, .control:
        let final: ClosedRange<UInt32> = state == .escape ? 0x30...0x7E : 0x40...0x7E
        state = state == .escape ? afterEscape[value] ?? .none : .none
        if final.contains(value) { continue }
      case .string, .stringEscape:
        let ends = value == 0x07 || value == 0x9C || (state == .stringEscape && value == 0x5C)
        state = ends ? .none : value == 0x1B ? .stringEscape : .string
        continue
      case .none: break
      }
      if let opened = opening[value] { state = opened } else { kept.append(scalar) }
    }
    return kept
  }

  // C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  // Tab, line feed, vertical tab, form feed, carriage return and next line (U+0085): they
  // separate words, so they become a space rather than vanishing.
  private static func isLineBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
    (0x09...0x0D).contains(scalar.value) || scalar.value == 0x85
  }

  // The embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069), the marks
  // (U+200E, U+200F) and the Arabic letter mark (U+061C).
  private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
  }
}
