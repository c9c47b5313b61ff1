// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

extension FileProblem {
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

  /// The problem Foundation reported, read from the system's code it keeps underneath: a
  /// `POSIXError` from `FileManager`, an `NSError` of the POSIX domain from Linux's `FileHandle`.
  init(_ error: any Error) {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
    if let code = (error as? POSIXError ?? underlying as? POSIXError)?.code.rawValue {
      self.init(errorNumber: code)
    } else if let system = underlying as? NSError, system.domain == NSPOSIXErrorDomain {
      self.init(errorNumber: Int32(system.code))
    } else {
      self = .other(code: (error as NSError).code)
    }
  }
}
