// The floors the file store is measured against: what a careful user would write with plain
// Foundation and POSIX calls to load the same file, and to save a change to it as safely.
import Foundation

/// The file's shape, decoded directly: what any JSON store must at least do to load.
struct PlainFile: Codable {
  struct PlainCity: Codable {
    let id: Int
    let name: String
    let region: String?
    let country: String?
    let countryCode: String?
    let latitude: Double
    let longitude: Double
    let timeZone: String?
  }

  let version: Int
  var cities: [PlainCity]
}

/// The decode floor: read the file and decode it.
func decodeFloor(_ file: URL) throws -> PlainFile {
  try JSONDecoder().decode(PlainFile.self, from: Data(contentsOf: file))
}

/// The save floor: under an exclusive `flock` on a lock file beside the store, read and decode the
/// file, change the list, encode it as the store writes it (indented, sorted keys), write it to a
/// temporary file in the same folder, `fsync` it and rename it over the store.
func saveFloor(_ file: URL, change: (inout [PlainFile.PlainCity]) -> Void) throws {
  let lock = open(file.path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
  guard lock >= 0 else { throw POSIXError.current }
  defer { close(lock) }
  guard flock(lock, LOCK_EX) == 0 else { throw POSIXError.current }

  var store = try decodeFloor(file)
  change(&store.cities)
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let data = try encoder.encode(store) + Data("\n".utf8)

  let temporary = file.deletingLastPathComponent()
    .appending(path: ".\(file.lastPathComponent).\(UUID().uuidString).tmp").path
  let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else { throw POSIXError.current }
  do {
    defer { close(descriptor) }
    var written = 0
    while written < data.count {
      let count = data[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard count >= 0 || errno == EINTR else { throw POSIXError.current }
      written += max(count, 0)
    }
    guard fsync(descriptor) == 0 else { throw POSIXError.current }
  }
  guard rename(temporary, file.path) == 0 else { throw POSIXError.current }
}

extension POSIXError {
  /// The error `errno` holds now.
  static var current: POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
