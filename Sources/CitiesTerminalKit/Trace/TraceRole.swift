/// A role a traced message comes from or goes to, named as the patterns' literature names it.
public enum TraceRole: String, CaseIterable, Sendable {
  /// The terminal view of any pattern.
  case view = "View"
  /// A presenter, in the patterns that have one.
  case presenter = "Presenter"
  /// An interactor, in the patterns that have one.
  case interactor = "Interactor"
  /// A view model.
  case viewModel = "ViewModel"
  /// A domain use case (or a scene's use case facade in front of it).
  case useCase = "UseCase"
  /// A gateway of the data layer.
  case gateway = "Gateway"
  /// A router, in the patterns that have one.
  case router = "Router"
  /// The app's navigation: a navigator, or a coordinator behind a pattern's own router.
  case navigator = "Navigator"
}
