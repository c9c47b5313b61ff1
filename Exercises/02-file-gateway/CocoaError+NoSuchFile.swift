// Made by scripts/kata.py from Sources/CitiesData/Persistence/CocoaError+NoSuchFile.swift.

import CitiesData
import Foundation

extension CocoaError {
  /// Whether a read failed because there is no file at the path, either because the file is
  /// missing or because a folder on the way is a regular file.
  ///
  /// Both mean that nothing was ever saved there, so the store reads them as an empty list and
  /// leaves the real problem, if any, to the first save.
  var meansNoFileAtPath: Bool {
    code == .fileReadNoSuchFile || (underlying as? POSIXError)?.code == .ENOTDIR
  }
}
