// Made by scripts/kata.py from Sources/CitiesTestSupport/Recording/MessageSpy.swift.

import Exercise08VIPStarter

/// The part every spy of a pattern's roles shares: the messages it received, oldest first.
///
/// A spy subclasses it with its own `Message` enum, one case a call, and records each call, so
/// a test compares the whole conversation with one `#expect`.
@MainActor
open class MessageSpy<Message> {
  /// Every message so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a spy that has recorded nothing yet.
  public init() {}

  /// Adds one message after the others; only the spy's own methods call it.
  package final func record(_ message: Message) { messages.append(message) }
}
