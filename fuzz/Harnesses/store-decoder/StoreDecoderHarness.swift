import Foundation

@testable import CitiesData

/// One fuzzing input: any bytes as the content of the store's file.
///
/// Properties: a file that decodes re-encodes as the store writes it, and that decodes again to
/// the same value, unknown fields included; so a save never changes what it does not own. A
/// failed decoding must still read as a reason a person can be given.
@_cdecl("LLVMFuzzerTestOneInput")
public func storeDecoderHarness(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
  let store: StoredCitiesFile
  do {
    store = try StoredCitiesFile.decoded(from: Data(bytes: bytes, count: count))
  } catch {
    if let error = error as? DecodingError {
      precondition(!error.reason.isEmpty, "A decoding error without a reason")
    }
    return 0
  }
  do {
    let again = try StoredCitiesFile.decoded(from: try store.encoded())
    precondition(again == store, "The store changed through a save: \(store) became \(again)")
  } catch {
    preconditionFailure("A decoded store could not be written and read back: \(error)")
  }
  return 0
}
