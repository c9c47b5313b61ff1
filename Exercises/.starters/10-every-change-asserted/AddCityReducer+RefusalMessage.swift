// Made by scripts/kata.py from Sources/CitiesRedux/AddCity/AddCityReducer+RefusalMessage.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesRedux

// The add-refusal rule (docs/SCENES.md, "How <error> reads"): a refusal of the domain is worded
// whole; any other failure by its reason, if it gives one.
extension AddCityReducer {
  static func message(forFailureToAdd city: City, failure: EffectFailure) -> String {
    guard case .addRefused(let refusal) = failure else {
      let reason = failure.reason(or: FailureWords.unknownReason)
      return AddCityWords.couldNotAdd(cityName: city.name, reason: reason)
    }
    return switch refusal {
    case .alreadySaved(let saved): AddCityWords.alreadySaved(cityName: saved.name)
    case .blankName: AddCityWords.blankName
    }
  }
}
