import CitiesVIPER

// VIPER's display items already hold the words a row shows; the screen lays them out.
extension CityListItem: CityRowContent {}

extension ForecastDayItem: ForecastRowContent {}
