// Made by scripts/kata.py from Sources/CitiesData/Persistence/Error+FailureReason.swift.

import CitiesData
import Foundation

extension Error {
  /// The most specific short account of a file operation's failure, such as "Not a directory".
  ///
  /// Foundation's own descriptions of file errors are often generic ("The operation could not be
  /// completed") while the system error underneath says what really happened.
  var failureReason: String {
    let cause = (self as? CocoaError)?.underlying ?? self
    let error = cause as NSError
    return error.localizedFailureReason ?? error.localizedDescription
  }
}
