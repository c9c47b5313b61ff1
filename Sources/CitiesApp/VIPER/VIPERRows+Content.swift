import CitiesVIPER

// VIPER's list items already hold the words a row shows; the screen lays them out.
extension CityListItem: CityRowContent {}
