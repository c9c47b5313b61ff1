// Made by scripts/kata.py from Sources/CitiesData/API/ServiceErrorBody.swift.

import CitiesData
import Foundation

/// The body Open-Meteo sends with an error status, such as
/// `{"error":true,"reason":"Parameter count must be between 1 and 100."}`.
struct ServiceErrorBody: Decodable {
  let reason: String

  /// The reason in `data`, cleaned and cut like any text from a server, or `nil` when the body is
  /// empty, is not JSON or gives no reason.
  static func reason(in data: Data) -> String? {
    guard let body = try? JSONDecoder().decode(ServiceErrorBody.self, from: data) else {
      return nil
    }
    let reason = ServerText.cleaned(body.reason, limit: ServerText.reasonLimit)
    return reason.isEmpty ? nil : reason
  }
}
