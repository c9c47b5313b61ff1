// Made by scripts/kata.py from Sources/CitiesMVP/Shared/City+Subtitle.swift.

import CitiesDomain

// Presentation logic shared by the saved-cities and the search presenters, so that a city reads
// the same in both lists.
extension City {
  /// Region and country joined by `, `, leaving out what is missing or blank and a region that
  /// only repeats the name (`Germany` for Berlin, Berlin).
  var subtitle: String {
    // A region named like the city ("Berlin, Berlin") repeats the title, so it is left out.
    let shownRegion = region == name ? nil : region
    return [shownRegion, country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
