import Foundation

extension StoredCitiesFile {
  /// Reads a file's content, checking the format's rules as it goes (`StoredCitiesFile`).
  ///
  /// A file as the app writes it is read on the fast path (`readPlainly(from:)`); any other, and
  /// any that breaks a rule, goes to `JSONDecoder`, which defines what the format accepts and
  /// words every error. Both give the same value for the same file.
  static func decoded(from data: Data) throws -> StoredCitiesFile {
    if let file = readPlainly(from: data) { return file }
    return try decodedByFoundation(from: data)
  }

  /// Reads a file's content with `JSONDecoder` alone.
  static func decodedByFoundation(from data: Data) throws -> StoredCitiesFile {
    try JSONDecoder().decode(StoredCitiesFile.self, from: data)
  }

  /// The file's content as the store writes it: indented, with sorted keys and unescaped slashes,
  /// so a person can read the file and a diff shows only real changes; it ends with a line break.
  ///
  /// The fast path (`writtenPlainly()`) writes the same bytes as `JSONEncoder`, which writes
  /// whatever the fast path leaves to it.
  func encoded() throws -> Data {
    try writtenPlainly() ?? encodedByFoundation()
  }

  /// The file's content written by `JSONEncoder` alone.
  func encodedByFoundation() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
