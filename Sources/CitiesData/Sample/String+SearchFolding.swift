import Foundation

extension String {
  /// The string without case or accents, so that what a person types matches what a map prints:
  /// "sao" and "SÃO" both become "sao".
  var foldedForSearch: String {
    folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
