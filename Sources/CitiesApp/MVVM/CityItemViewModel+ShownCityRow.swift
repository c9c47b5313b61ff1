import CitiesMVVM

extension CityItemViewModel: ShownCityRow {}
