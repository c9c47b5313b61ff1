import CitiesMVVM

/// What an MVVM terminal view needs of its view model: a state, an alert and intents, which each
/// view model of the pattern has already.
@MainActor
protocol ObservableViewModel: AnyObject {
  associatedtype State
  associatedtype Intent

  /// What the scene shows; the view redraws when observation says it changed.
  var state: State { get }
  /// The alert over the scene, if any.
  var alert: String? { get }

  /// Handles one intent of the user's.
  func send(_ intent: Intent) async
}

extension CitiesViewModel: ObservableViewModel {}

extension AddCityViewModel: ObservableViewModel {}

// The weather raises no alert.
extension CityWeatherViewModel: ObservableViewModel {
  var alert: String? { nil }
}
