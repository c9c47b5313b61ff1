import CitiesTerminalKit

/// The base of every pattern's terminal view, as `UIViewController` is of a UIKit screen: it keeps
/// the `Screen` it draws into and records what crosses its boundary; the shell sees only this.
@MainActor
class TerminalView {
  /// What the view shows now.
  var screen: Screen
  /// Records the messages the view receives and sends; present only while tracing is on.
  let trace: HopRecorder?

  /// Makes a view that shows `screen` until it is told otherwise and records with `trace`.
  init(screen: Screen, trace: HopRecorder?) {
    (self.screen, self.trace) = (screen, trace)
  }

  /// Makes the scene appear, as a view controller's appearance does; returns once it is shown.
  func appear() async {}

  /// Passes on a command the user typed, if it is this scene's; returns once all it started ends.
  func handle(_ command: Command) async {}

  /// Shows a message in place of the state, traced as the call that brought it (`method`).
  func show(message: String, canRetry: Bool = false, method: String = #function) {
    trace?.received(call: method, arguments: [message])
    screen.show(message: message, canRetry: canRetry)
  }

  /// Shows an alert over the state, traced as the call that brought it (`method`).
  func show(alert: String, method: String = #function) {
    trace?.received(call: method, arguments: [alert])
    screen.alert = alert
  }

  /// Shows that work is under way, traced as the call that said so (`method`).
  func showBusy(method: String = #function) {
    trace?.received(call: method, arguments: [])
    screen.showBusy()
  }

  /// Takes the alert off the screen once it has been seen.
  func dismissAlert() async {
    screen.alert = nil
  }
}
