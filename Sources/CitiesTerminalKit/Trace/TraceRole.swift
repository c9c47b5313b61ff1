/// A role a traced message comes from or goes to, named as the patterns' literature names it.
///
/// The roles are open: a pattern whose roles none of these names declares its own in its host
/// folder (`extension TraceRole { static let store = TraceRole("Store") }`), so a new pattern
/// changes no file of the toolkit.
public struct TraceRole: Hashable, Sendable {
  /// The role's name as traces and diagrams print it.
  public let name: String

  public init(_ name: String) { self.name = name }

  /// The terminal view of any pattern.
  public static let view = TraceRole("View")
  public static let presenter = TraceRole("Presenter")
  public static let interactor = TraceRole("Interactor")
  public static let viewModel = TraceRole("ViewModel")
  /// A domain use case (or a scene's use case facade in front of it).
  public static let useCase = TraceRole("UseCase")
  public static let gateway = TraceRole("Gateway")
  public static let router = TraceRole("Router")
  /// The app's navigation: a navigator, or a coordinator behind a pattern's own router.
  public static let navigator = TraceRole("Navigator")
}
