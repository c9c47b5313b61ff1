/// A small state machine that lets printable characters through and swallows C0 and C1 control
/// characters, DEL, and whole ESC, CSI and OSC-style sequences (ECMA-48).
struct ControlSequenceFilter {
  private enum State {
    case text, escape, controlSequence, controlString, controlStringEscape
  }

  private var state = State.text

  /// Returns what to print for the scalar: itself, a space standing for a line break or tab,
  /// or `nil` when it is (part of) something that must not reach the terminal.
  mutating func pass(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    switch state {
    case .text:
      return text(scalar)
    case .escape:
      // Intermediate bytes (such as `(` in `ESC ( B`) wait for the final byte.
      if (0x20...0x2F).contains(value) { return nil }
      state = Self.state(afterEscapeFollowedBy: value)
      return (0x30...0x7E).contains(value) ? nil : text(scalar)
    case .controlSequence:
      if (0x20...0x3F).contains(value) { return nil }
      state = .text
      return (0x40...0x7E).contains(value) ? nil : text(scalar)
    case .controlString:
      if value == 0x07 || value == 0x9C { state = .text }
      if value == 0x1B { state = .controlStringEscape }
      return nil
    case .controlStringEscape:
      state = value == 0x5C ? .text : (value == 0x1B ? .controlStringEscape : .controlString)
      return nil
    }
  }

  // `[` opens a control sequence; `P`, `X`, `]`, `^` and `_` open strings ended by ST or BEL.
  private static func state(afterEscapeFollowedBy value: UInt32) -> State {
    switch value {
    case 0x5B: .controlSequence
    case 0x50, 0x58, 0x5D, 0x5E, 0x5F: .controlString
    default: .text
    }
  }

  private mutating func text(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x1B: state = .escape
    case 0x9B: state = .controlSequence
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .controlString
    case 0x09...0x0D, 0x85, 0x2028, 0x2029: return " "
    case 0x00...0x1F, 0x7F...0x9F: break
    case 0x202A...0x202E, 0x2066...0x2069: break
    default: return scalar
    }
    return nil
  }
}
