import CitiesMVVM

/// What an MVVM terminal view needs of its view model: a state, an alert and intents.
///
/// Each view model of the pattern has these already; the conformances below only name which of
/// its intents the view sends when the scene appears and when an alert is dismissed.
@MainActor
protocol ObservableViewModel: AnyObject {
  associatedtype State
  associatedtype Intent

  /// What the scene shows; the view redraws when observation says it changed.
  var state: State { get }
  /// The alert over the scene, if any.
  var alert: String? { get }
  /// The intent that tells the view model its scene appeared, if it wants to know.
  var appearedIntent: Intent? { get }
  /// The intent that tells the view model its alert was dismissed.
  var alertDismissedIntent: Intent? { get }

  /// Handles one intent of the user's.
  func send(_ intent: Intent) async
}

extension ObservableViewModel {
  var alert: String? { nil }
  var appearedIntent: Intent? { nil }
  var alertDismissedIntent: Intent? { nil }
}

extension CitiesViewModel: ObservableViewModel {
  var appearedIntent: CitiesIntent? { .appeared }
  var alertDismissedIntent: CitiesIntent? { .alertDismissed }
}

// The search starts idle, so it needs no intent to appear: the first draw shows it.
extension AddCityViewModel: ObservableViewModel {
  var alertDismissedIntent: AddCityIntent? { .alertDismissed }
}

// The weather raises no alert.
extension CityWeatherViewModel: ObservableViewModel {
  var appearedIntent: CityWeatherIntent? { .appeared }
}
