/// A role a traced message comes from or goes to, named as the patterns' literature names it.
public enum TraceRole: String, CaseIterable, Sendable {
  /// The terminal view of any pattern.
  case view = "View"
  /// MVP's or VIP's presenter.
  case presenter = "Presenter"
  /// VIP's interactor.
  case interactor = "Interactor"
  /// MVVM's view model.
  case viewModel = "ViewModel"
  /// A domain use case (or MVVM's scene use case facade in front of it).
  case useCase = "UseCase"
  /// A gateway of the data layer.
  case gateway = "Gateway"
  /// MVP's or VIP's router.
  case router = "Router"
  /// MVVM's navigator, or VIP's coordinator behind the router: the app's navigation.
  case navigator = "Navigator"
}
