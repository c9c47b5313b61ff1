// Made by scripts/kata.py from Sources/CitiesVIP/Shared/Scenes.swift.

/// A cities scene as the app made it for a route: the view, which the router hands back to be
/// shown and never calls, and the data store, which a route may fill first.
public typealias CitiesScene = (view: AnyObject, dataStore: any CitiesDataStore)

/// An add-city scene as the app made it for a route, as `CitiesScene` is.
public typealias AddCityScene = (view: AnyObject, dataStore: any AddCityDataStore)

/// A city-weather scene as the app made it for a route: its data store is where the cities router
/// writes the city, as CleanStore's router writes into `destinationVC.router!.dataStore!`.
public typealias CityWeatherScene = (view: AnyObject, dataStore: any CityWeatherDataStore)
