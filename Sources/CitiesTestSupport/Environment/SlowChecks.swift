import Foundation

/// Whether the slow reliability checks run: those that wait out a real timeout or work through
/// 10,000 cities.
///
/// Plain `swift test` leaves them out, so the learner's loop stays under a second; `.ci/run` sets
/// `CITIES_SLOW_TESTS=1` and runs them every time.
public enum SlowChecks {
  /// True when the environment has `CITIES_SLOW_TESTS=1`.
  public static var areEnabled: Bool {
    ProcessInfo.processInfo.environment["CITIES_SLOW_TESTS"] == "1"
  }

  /// The reason a skipped slow check gives.
  public static let reason = "a slow reliability check; .ci/run sets CITIES_SLOW_TESTS=1"
}
