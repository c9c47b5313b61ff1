import CitiesDomain

extension StoredCity {
  init(_ city: City) {
    self.init(
      id: city.id, name: city.name, region: city.region, country: city.country,
      countryCode: city.countryCode, latitude: city.coordinates.latitude,
      longitude: city.coordinates.longitude, timeZone: city.timeZone)
  }

  public var city: City {
    City(
      id: id, name: name, region: region, country: country, countryCode: countryCode,
      coordinates: Coordinates(latitude: latitude, longitude: longitude), timeZone: timeZone)
  }
}
