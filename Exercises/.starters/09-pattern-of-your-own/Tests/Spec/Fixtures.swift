// Made by scripts/kata.py from Tests/CitiesConformanceTests/World/Fixtures.swift.

import CitiesData
import CitiesDomain
import CitiesTestSupport
import Exercise09Starter

/// Berlin, whose region repeats its name: its subtitle is the country alone.
func berlin() -> City { anyCity() }

/// London, with a region and a country of its own.
func london() -> City { otherCity() }

/// Bern, another city whose name starts like Berlin's.
func bern() -> City {
  City(
    id: 2_661_552,
    name: "Bern",
    region: "Bern",
    country: "Switzerland",
    countryCode: "CH",
    coordinates: Coordinates(latitude: 46.94809, longitude: 7.44744)
  )
}

/// Madrid, whose region repeats its name, as Berlin's does.
func madrid() -> City {
  City(
    id: 3_117_735,
    name: "Madrid",
    region: "Madrid",
    country: "Spain",
    countryCode: "ES",
    coordinates: Coordinates(latitude: 40.4165, longitude: -3.70256)
  )
}

/// Paris as a store or a service might hold it: with a blank region rather than none.
func parisWithBlankRegion() -> City {
  City(
    id: 2_988_507,
    name: "Paris",
    region: "",
    country: "France",
    coordinates: Coordinates(latitude: 48.85341, longitude: 2.3488)
  )
}

/// A city as a service might send it with a name of white space only, which the domain refuses.
func namelessCity() -> City {
  City(
    id: 3_000_001,
    name: " ",
    country: "France",
    coordinates: Coordinates(latitude: 45.0, longitude: 5.0)
  )
}

/// Berlin as a list row: its region equals its name, so only the country is shown.
func berlinRow() -> [String] { ["Berlin", "Germany"] }

/// London as a list row.
func londonRow() -> [String] { ["London", "England, United Kingdom"] }

/// Bern as a list row.
func bernRow() -> [String] { ["Bern", "Switzerland"] }

/// Madrid as a list row.
func madridRow() -> [String] { ["Madrid", "Spain"] }

/// Berlin, London, Bern, Madrid and Paris, in that order: a list whose middle row has a
/// neighbour on each side and others past them.
func fiveCities() -> [City] { [berlin(), london(), bern(), madrid(), parisWithBlankRegion()] }

/// A saved list that holds the cities, in that order.
func saved(_ cities: [City]) -> InMemoryCitiesGateway {
  InMemoryCitiesGateway(cities: cities)
}
