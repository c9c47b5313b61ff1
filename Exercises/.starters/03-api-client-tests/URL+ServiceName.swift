// Made by scripts/kata.py from Sources/CitiesData/API/URL+ServiceName.swift.

import CitiesData
import Foundation

extension URL {
  /// How messages name the service at this address: its host, and its port when the address gives
  /// one, such as `api.open-meteo.com` or `127.0.0.1:8080`; never a user name or a password, and
  /// percent-encoded as in the address, so no character in it can disturb a message.
  var serviceName: String {
    guard let host = host(percentEncoded: true), !host.isEmpty else { return "(no host)" }
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return port.map { "\(shownHost):\($0)" } ?? shownHost
  }

  /// The whole address as text for a message, without any user name or password in it.
  var textWithoutCredentials: String {
    guard var components = URLComponents(url: self, resolvingAgainstBaseURL: true) else {
      return serviceName
    }
    components.user = nil
    components.password = nil
    return components.string ?? serviceName
  }
}
