import Foundation

extension StoredCitiesFile {
  /// Reads a file's content with `JSONDecoder`, checking the format's rules as it goes.
  ///
  /// Only a save needs the fields this app does not know, to write them back; a read that only
  /// shows the list skips them (`keepingOtherFields: false`), because listing each city's keys
  /// makes `JSONDecoder` take half as long again.
  public static func decoded(
    from data: Data, keepingOtherFields: Bool = true
  ) throws -> StoredCitiesFile {
    let decoder = JSONDecoder()
    CodingUserInfoKey.keepsOtherFields.map { decoder.userInfo[$0] = keepingOtherFields }
    return try decoder.decode(StoredCitiesFile.self, from: data)
  }

  /// The file's content as the store writes it: indented, with sorted keys and unescaped slashes,
  /// so a person can read the file and a diff shows only real changes; it ends with a line break.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
