import CitiesNetworkTestSupport
import Foundation
import Testing

/// One way a web service can answer badly, and the one line the app must make of it.
struct APIFault: Sendable, CustomTestStringConvertible {
  let name: String
  let answer: ScriptedHTTPAnswer
  /// The app's line for it, after the scene's own words ("Search failed: "), with `HOST` where
  /// the line names the server.
  let message: String
  /// The value of `CITIES_API_TIMEOUT`, for the one fault that needs a short wait.
  var apiTimeout: String?

  var testDescription: String { name }

  /// The app's line for it when the server is at `host`, such as "127.0.0.1:54321".
  func message(naming host: String) -> String {
    message.replacingOccurrences(of: "HOST", with: host)
  }

  /// Whether the fault makes the app wait out a real timeout, so plain `swift test` leaves it out.
  var waitsForTimeout: Bool { apiTimeout != nil }

  /// The faults that wait out the client's timeout (a second, at the least Linux honours).
  static let slow = shared(shapedLike: berlinSearchAnswer()).filter(\.waitsForTimeout)

  /// The faults of a search answer: the shared ones, and bodies of the wrong shape.
  static let search =
    shared(shapedLike: berlinSearchAnswer()).filter { !$0.waitsForTimeout }
    + [
      APIFault(
        name: "an id as text",
        answer: .json(
          #"{"results":[{"id":"2950159","name":"Berlin","latitude":1,"longitude":2}]}"#),
        message: unreadable("results[0].id: expected a number")),
      APIFault(
        name: "a result without coordinates",
        answer: .json(#"{"results":[{"id":2950159,"name":"Berlin"}]}"#),
        message: unreadable("results[0].latitude: missing")),
    ]

  /// The faults of a forecast answer: the shared ones, and bodies of the wrong shape.
  static let weather =
    shared(shapedLike: forecastAnswer()).filter { !$0.waitsForTimeout }
    + [
      APIFault(
        name: "a temperature as text",
        answer: .json(
          #"{"current":{"time":"2026-03-26T16:15","temperature_2m":"warm","weather_code":0}}"#),
        message: unreadable("current.temperature_2m: expected a number")),
      APIFault(
        name: "no daily forecast",
        answer: .json(
          #"{"current":{"time":"2026-03-26T16:15","temperature_2m":18,"weather_code":0}}"#),
        message: unreadable("daily: missing")),
    ]
}

private func unreadable(_ detail: String) -> String {
  "The weather service at HOST sent data this app cannot read (\(detail))."
}

// Faults that do not depend on the endpoint; `good` is a correct answer to cut short.
private func shared(shapedLike good: ScriptedHTTPAnswer) -> [APIFault] {
  let malformed = unreadable("(root): malformed JSON")
  let rateLimit = #"{"error":true,"reason":"Minutely API request limit exceeded."}"#
  let page = Data("<html><body>Service Unavailable</body></html>".utf8)
  let cut = 20
  return [
    APIFault(
      name: "truncated JSON", answer: .json(#"{"results":[{"id":1,"na"#), message: malformed),
    APIFault(
      name: "a 5 MB body that is not JSON",
      answer: ScriptedHTTPAnswer(status: 200, body: Data(repeating: 0x78, count: 5_000_000)),
      message: "The weather service at HOST sent an answer over 2 MiB; it was not read."),
    APIFault(
      name: "HTTP 301 without a body", answer: ScriptedHTTPAnswer(status: 301),
      message: "The weather service at HOST answered 301."),
    APIFault(
      name: "HTTP 301 with a page", answer: ScriptedHTTPAnswer(status: 301, body: page),
      message: "The weather service at HOST answered 301."),
    APIFault(
      name: "HTTP 429 with a reason", answer: .json(rateLimit, status: 429),
      message: "The weather service at HOST answered 429: Minutely API request limit exceeded."),
    APIFault(
      name: "HTTP 429 without a body", answer: ScriptedHTTPAnswer(status: 429),
      message: "The weather service at HOST answered 429."),
    APIFault(
      name: "HTTP 500 with a reason",
      answer: .json(#"{"error":true,"reason":"Internal error"}"#, status: 500),
      message: "The weather service at HOST answered 500: Internal error."),
    APIFault(
      name: "HTTP 500 without a body", answer: ScriptedHTTPAnswer(status: 500),
      message: "The weather service at HOST answered 500."),
    APIFault(
      name: "HTTP 503 with a page", answer: ScriptedHTTPAnswer(status: 503, body: page),
      message: "The weather service at HOST answered 503."),
    APIFault(
      name: "HTTP 503 without a body", answer: ScriptedHTTPAnswer(status: 503),
      message: "The weather service at HOST answered 503."),
    APIFault(
      name: "a connection closed mid-body",
      answer: ScriptedHTTPAnswer(
        status: 200, headers: good.headers, body: good.body, delivery: .cutOff(afterBytes: cut)),
      message: "The connection to HOST broke before the answer was complete."),
    APIFault(
      name: "an answer slower than the timeout",
      answer: ScriptedHTTPAnswer(status: 200, body: good.body, isHeld: true),
      message: "The weather service at HOST took too long to answer.", apiTimeout: "1"),
  ]
}
