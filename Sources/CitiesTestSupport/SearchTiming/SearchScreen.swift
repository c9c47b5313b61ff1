/// What a search scene shows at one moment, in terms every pattern shares, so one table of timing
/// cases can state what each of them must show.
///
/// Words are left out on purpose: the timing cases check when a state shows, and the patterns'
/// own tests check how it reads.
public enum SearchScreen: Equatable, Sendable {
  /// The invitation to type.
  case idle
  /// The hint that the text is too short to search.
  case hint
  /// A request on its way.
  case searching
  /// The cities found, by name, in the order shown.
  case results([String])
  /// The search found nothing.
  case noMatches
  /// The search failed.
  case failed
}
