import CitiesPatternList
import Foundation

/// The one door between the terminal and the patterns: the app's composition chooses the gateways
/// a run asks for and wires a pattern's scenes on them, so the toolkit composes nothing.
@MainActor
public protocol FeatureComposition {
  /// The file of saved cities when neither `--store` nor `CITIES_STORE` names one, following the
  /// environment the run was given where the system's rule reads it.
  func defaultStoreURL(environment: [String: String]) -> URL

  /// What the header says of the data source: its first line follows the pattern's name.
  func describe(_ source: DataSource) -> [String]

  /// Makes a session's shell of the pattern on the gateways the options ask for, with tracing
  /// composed in only when a trace log is given; it shows nothing until it is started.
  func makeShell(
    for pattern: PatternKind, options: LaunchOptions, clock: any Clock<Duration>,
    traceLog: TraceLog?
  ) -> any FeatureShell

  /// Makes a shell of the pattern for `compare`: a fresh saved list seeded as for every other
  /// pattern, the sample gateways and an instant clock, traced into the log.
  func makeComparisonShell(for pattern: PatternKind, traceLog: TraceLog) -> any FeatureShell
}
