/// A number of bytes written for a person, such as "2 MiB" or "16.5 MiB", the same in every
/// locale, so a message about a size reads alike on every machine.
struct ByteCount: CustomStringConvertible {
  private static let kibibyte = 1024
  private static let mebibyte = 1024 * 1024

  let bytes: Int

  init(_ bytes: Int) {
    self.bytes = bytes
  }

  var description: String {
    if bytes >= Self.mebibyte { return tenths(of: Self.mebibyte, unit: "MiB") }
    if bytes >= Self.kibibyte { return tenths(of: Self.kibibyte, unit: "KiB") }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }

  // One decimal at most, and none when it is zero: "2 MiB", "2.5 MiB".
  private func tenths(of unit: Int, unit name: String) -> String {
    let tenths = bytes * 10 / unit
    let decimal = tenths % 10 == 0 ? "" : ".\(tenths % 10)"
    return "\(tenths / 10)\(decimal) \(name)"
  }
}
