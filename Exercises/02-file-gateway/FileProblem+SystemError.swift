// Made by scripts/kata.py from Sources/CitiesData/Persistence/FileProblem+SystemError.swift.

import CitiesData
import Foundation

// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.

extension FileProblem {
  /// The problem a POSIX call reported in `errno`.
  init(errorNumber: Int32) {
    switch errorNumber {
    case EACCES, EPERM: self = .permissionDenied
    case ENOENT: self = .folderMissing
    // Creating a folder where a file stands fails with EEXIST: the file is in the way.
    case ENOTDIR, EEXIST: self = .folderIsAFile
    case ENOSPC, EDQUOT: self = .diskFull
    case EROFS: self = .readOnlyDisk
    case ENAMETOOLONG: self = .pathTooLong
    case ELOOP: self = .tooManySymbolicLinks
    case EIO: self = .inputOutputError
    default: self = .other(code: Int(errorNumber))
    }
  }

  /// The problem Foundation reported, read from the system error underneath when there is one.
  init(_ error: any Error) {
    if let error = error as? POSIXError {
      self.init(errorNumber: error.code.rawValue)
    } else if let error = error as? CocoaError {
      self.init(cocoaError: error)
    } else {
      self = .other(code: (error as NSError).code)
    }
  }

  private init(cocoaError error: CocoaError) {
    if let underlying = error.underlying as? POSIXError {
      self.init(errorNumber: underlying.code.rawValue)
      return
    }
    switch error.code {
    case .fileReadNoPermission, .fileWriteNoPermission: self = .permissionDenied
    case .fileNoSuchFile, .fileReadNoSuchFile: self = .folderMissing
    case .fileWriteOutOfSpace: self = .diskFull
    case .fileWriteVolumeReadOnly: self = .readOnlyDisk
    default: self = .other(code: error.code.rawValue)
    }
  }
}
