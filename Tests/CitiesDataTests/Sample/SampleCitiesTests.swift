import CitiesData
import CitiesDomain
import Foundation
import Testing

struct SampleCitiesTests {
  @Test("The bundled list holds at least thirty cities")
  func holdsAtLeastThirtyCities() {
    let cities = SampleCities.all

    #expect(cities.count >= 30)
  }

  @Test("Each row of the bundled table becomes one city, in the table's order")
  func everyRowBecomesACity() {
    let names = SampleCities.all.map(\.name)

    #expect(names.count == 36)
    #expect(names.first == "Berlin")
    #expect(names.last == "Auckland")
  }

  @Test("A bundled city keeps every field of its row, negative coordinates included")
  func cityKeepsEveryFieldOfItsRow() throws {
    let expected = City(
      id: 3_435_910, name: "Buenos Aires", region: "Buenos Aires", country: "Argentina",
      countryCode: "AR", coordinates: Coordinates(latitude: -34.6132, longitude: -58.3772),
      timeZone: "America/Argentina/Buenos_Aires")

    let city = try #require(SampleCities.all.first { $0.id == expected.id })

    #expect(city == expected)
  }

  @Test("A bundled city's region is its own column, not its name")
  func regionIsItsOwnColumn() throws {
    let london = try #require(SampleCities.all.first { $0.id == 2_643_743 })

    #expect(london.name == "London")
    #expect(london.region == "England")
  }

  @Test("No two bundled cities share an id")
  func idsAreUnique() {
    let citiesByID = Dictionary(grouping: SampleCities.all, by: \.id)

    let sharedIDs = citiesByID.filter { $0.value.count > 1 }.keys

    #expect(sharedIDs.isEmpty)
  }

  @Test(
    "Every bundled city lies within the ranges of latitude and longitude",
    arguments: SampleCities.all)
  func coordinatesAreInRange(city: City) {
    #expect((-90.0...90.0).contains(city.coordinates.latitude))
    #expect((-180.0...180.0).contains(city.coordinates.longitude))
  }

  @Test("Every bundled city has a name that is not blank", arguments: SampleCities.all)
  func nameIsNotBlank(city: City) {
    #expect(!isBlank(city.name))
  }

  @Test("Every bundled city names its region and its country", arguments: SampleCities.all)
  func regionAndCountryAreNamed(city: City) throws {
    let region = try #require(city.region)
    let country = try #require(city.country)

    #expect(!isBlank(region))
    #expect(!isBlank(country))
  }

  @Test("Every bundled country code is two upper-case letters", arguments: SampleCities.all)
  func countryCodeIsTwoUpperCaseLetters(city: City) throws {
    let code = try #require(city.countryCode)

    #expect(code.count == 2)
    #expect(code.allSatisfy { $0.isASCII && $0.isUppercase })
  }

  @Test("Every bundled time zone is one the system knows", arguments: SampleCities.all)
  func timeZoneIsKnown(city: City) throws {
    let identifier = try #require(city.timeZone)

    #expect(TimeZone(identifier: identifier) != nil)
  }
}

private func isBlank(_ text: String) -> Bool {
  text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
}
