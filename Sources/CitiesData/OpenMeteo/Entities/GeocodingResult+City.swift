import CitiesDomain

extension GeocodingResult {
  /// The domain's city for this place; the first-level administrative area becomes its region.
  ///
  /// Every text is cleaned and cut to `ServerText.nameLimit` on the way (`ServerText`), so the
  /// domain, the screen and the store all hold the same safe text; a detail left empty by the
  /// cleaning is as unknown as a missing one.
  var city: City {
    City(
      id: id, name: ServerText.cleaned(name), region: cleanedDetail(admin1),
      country: cleanedDetail(country), countryCode: cleanedDetail(countryCode),
      coordinates: Coordinates(latitude: latitude, longitude: longitude),
      timeZone: cleanedDetail(timezone))
  }
}

private func cleanedDetail(_ text: String?) -> String? {
  guard let text else { return nil }
  let cleaned = ServerText.cleaned(text)
  return cleaned.isEmpty ? nil : cleaned
}
