/// What every VIP terminal view holds alike: its interactor and its router, which it owns, as a
/// Clean Swift view controller does; each scene's view adds its display logic.
class VIPTerminalView<BusinessLogic, RoutingLogic>: TerminalView {
  /// The interactor, which this view owns, as a Clean Swift view does.
  var interactor: BusinessLogic?
  /// The router, which this view owns, as a Clean Swift view does.
  var router: RoutingLogic?
}
