import CitiesVIP

// VIP's row view models already hold the words a row shows; the screen lays them out.
extension CityRowViewModel: CityRowContent {}
