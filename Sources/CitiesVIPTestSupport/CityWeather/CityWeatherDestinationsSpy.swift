import CitiesVIP

/// VIP city-weather destinations that count how often the router asked to show the list.
@MainActor
public final class CityWeatherDestinationsSpy: CitiesListDestinationsSpy, CityWeatherDestinations {}
