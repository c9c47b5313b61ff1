import CitiesVIP

/// VIP add-city destinations that count how often the router asked to show the list.
@MainActor
public final class AddCityDestinationsSpy: CitiesListDestinationsSpy, AddCityDestinations {}
