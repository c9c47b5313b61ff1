import Testing

/// One case of the debounced search's timing, run against every pattern alike: what happens, which
/// requests must go out, and what the scene must show.
///
/// The table is `SearchTimingCase.all`; each pattern's test target plays it through a
/// `SearchTimingDriver` of its own.
public struct SearchTimingCase: Sendable, CustomTestStringConvertible {
  /// What the case shows, as a sentence.
  public let name: String
  /// Whether the service holds its answers until a step releases them.
  public let holdsAnswers: Bool
  /// What happens, in order.
  public let steps: [SearchTimingStep]
  /// The texts the service must have been asked for, in order.
  public let expectedRequests: [String]
  /// What the scene must have shown, in order; showing again the state already on screen changes
  /// nothing the user sees, so such a repeat is not listed.
  public let expectedScreens: [SearchScreen]

  /// Makes a case; unless `holdsAnswers`, the service answers every request at once with Berlin.
  public init(
    _ name: String,
    holdsAnswers: Bool = false,
    steps: [SearchTimingStep],
    expectedRequests: [String],
    expectedScreens: [SearchScreen]
  ) {
    self.name = name
    self.holdsAnswers = holdsAnswers
    self.steps = steps
    self.expectedRequests = expectedRequests
    self.expectedScreens = expectedScreens
  }

  public var testDescription: String { name }
}
