import Foundation

@testable import CitiesData

/// One fuzzing input: any bytes as the content of the store's file.
///
/// Properties: a file that decodes re-encodes as the store writes it, and that decodes again to
/// the same value, unknown fields included; so a save never changes what it does not own. A
/// failed decoding must still read as a reason a person can be given. And the store's fast path
/// agrees with Foundation, which defines the format: a file it reads, `JSONDecoder` reads to the
/// same value; a store `JSONDecoder` reads, it writes to the bytes `JSONEncoder` writes.
@_cdecl("LLVMFuzzerTestOneInput")
public func storeDecoderHarness(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  let plain = StoredCitiesFile.readPlainly(from: data)
  let store: StoredCitiesFile
  do {
    store = try StoredCitiesFile.decodedByFoundation(from: data)
  } catch {
    precondition(plain == nil, "The fast path read a file JSONDecoder refuses: \(error)")
    if let error = error as? DecodingError {
      precondition(!error.reason.isEmpty, "A decoding error without a reason")
    }
    return 0
  }
  do {
    let encoded = try store.encodedByFoundation()
    if let plain {
      precondition(plain == store, "The fast path read \(plain), JSONDecoder \(store)")
      let plainlyEncoded = try plain.encodedByFoundation()
      precondition(plainlyEncoded == encoded, "The fast path read other bytes than JSONDecoder")
    }
    if let written = store.writtenPlainly() {
      precondition(written == encoded, "The fast path wrote other bytes than JSONEncoder")
    }
    let again = try StoredCitiesFile.decoded(from: try store.encoded())
    precondition(again == store, "The store changed through a save: \(store) became \(again)")
  } catch {
    preconditionFailure("A decoded store could not be written and read back: \(error)")
  }
  return 0
}
