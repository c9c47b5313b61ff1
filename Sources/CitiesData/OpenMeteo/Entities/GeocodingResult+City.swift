import CitiesDomain

extension GeocodingResult {
  /// The domain's city for this place; the first-level administrative area becomes its region.
  var city: City {
    City(
      id: id,
      name: name,
      region: admin1,
      country: country,
      countryCode: countryCode,
      coordinates: Coordinates(latitude: latitude, longitude: longitude),
      timeZone: timezone
    )
  }
}
