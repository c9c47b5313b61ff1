// Made by scripts/kata.py from Tests/CitiesConformanceTests/Screens/ShownScreen+VIPERCities.swift.

import CitiesTestSupport
import Exercise09Starter

// Reads what the VIPER saved-cities presenter told its view, one call at a time, into the words
// every pattern shares.
extension ShownScreen {
  init(viperCities messages: [CitiesViewSpy.Message]) {
    self.init()
    for message in messages {
      switch message {
      case .loading(let title): show(.loading, under: title)
      case .cities(let items, let title):
        show(.rows(items.map { [$0.title, $0.subtitle] }), under: title)
      case .noCities(let message, let title): show(.empty(message), under: title)
      case .failure(let message, let title): show(.error(message), under: title)
      case .alert(let message): alerts.append(message)
      // The offer to undo is a notice under the title, not an alert; the pattern's suite checks it.
      case .undoOffer: break
      }
    }
  }

  // A VIPER list view is told each state with the title that goes with it.
  private mutating func show(_ state: ShownState, under title: String) {
    self.title = title
    show(state)
  }
}
