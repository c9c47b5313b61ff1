// Made by scripts/kata.py from Sources/CitiesData/Persistence/StoredCitiesFile+JSON.swift.

import CitiesData
import Foundation

extension StoredCitiesFile {
  /// Reads a file's content, checking the format's rules as it goes (`StoredCitiesFile`).
  static func decoded(from data: Data) throws -> StoredCitiesFile {
    try JSONDecoder().decode(StoredCitiesFile.self, from: data)
  }

  /// The file's content as the store writes it: indented, with sorted keys and unescaped slashes,
  /// so a person can read the file and a diff shows only real changes; it ends with a line break.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
