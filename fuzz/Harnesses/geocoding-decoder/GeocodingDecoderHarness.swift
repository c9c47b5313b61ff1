import CitiesDomain
import Foundation

@testable import CitiesData

/// One fuzzing input: any bytes as the geocoding service's answer to a search.
///
/// Property: nothing crashes, and every city the answer maps to holds texts with no control or
/// bidi character, no more than `ServerText.nameLimit` characters and four times as many bytes,
/// cleaned once and for all (cleaning them again changes nothing).
@_cdecl("LLVMFuzzerTestOneInput")
public func geocodingDecoderHarness(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  let response: GeocodingResponse
  do {
    response = try JSONDecoder().decode(GeocodingResponse.self, from: data)
  } catch let error as DecodingError {
    _ = APIClientError(error, host: "fuzz.test").description
    return 0
  } catch {
    return 0
  }
  for city in (response.results ?? []).map(\.city) {
    let texts = [city.name, city.region, city.country, city.countryCode, city.timeZone]
    for text in texts.compactMap({ $0 }) {
      precondition(text.count <= ServerText.nameLimit, "Too long: \(text.count) characters")
      precondition(
        text.utf8.count <= 4 * ServerText.nameLimit, "Too long: \(text.utf8.count) bytes")
      precondition(!text.unicodeScalars.contains(where: isUnsafe), "Unsafe scalar in \(text)")
      precondition(ServerText.cleaned(text) == text, "Cleaning \(text) again changed it")
    }
  }
  return 0
}

// Written apart from `ServerText`, so the harness checks the rule rather than the code.
private func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F: true
  case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
  default: false
  }
}
