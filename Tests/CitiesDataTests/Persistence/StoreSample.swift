import CitiesDomain
import Foundation
import Testing

@testable import CitiesData

/// Stores whose every byte, read or written, the fast path must get right: texts that need
/// escapes, keys that sort among the known ones, and numbers Swift prints in each of its forms.
enum StoreSample: CaseIterable, Sendable, CustomTestStringConvertible {
  case empty
  case everyDetailAndOnlyTheRequired
  case textsThatNeedEscapes
  case unknownFieldsOfEveryKind
  case unknownKeysAmongTheKnownOnes
  case numbersInEveryForm

  var testDescription: String {
    switch self {
    case .empty: "no cities"
    case .everyDetailAndOnlyTheRequired: "a city with every detail and one with the required only"
    case .textsThatNeedEscapes: "texts with quotes, backslashes, control characters and emoji"
    case .unknownFieldsOfEveryKind: "unknown fields of every JSON kind, nested"
    case .unknownKeysAmongTheKnownOnes: "unknown keys that sort before, among and after the known"
    case .numbersInEveryForm: "coordinates Swift prints as 0, -0, 1e-07, 1e+16 and 5e-324"
    }
  }

  var store: StoredCitiesFile {
    switch self {
    case .empty:
      StoredCitiesFile(cities: [])
    case .everyDetailAndOnlyTheRequired:
      StoredCitiesFile(cities: [
        StoredCity(cityWithEveryDetail()), StoredCity(cityWithOnlyRequiredDetails()),
      ])
    case .textsThatNeedEscapes:
      StoredCitiesFile(cities: [
        StoredCity(
          id: 1, name: "A \"quote\", a back\\slash and a slash /",
          region: "tab\tline\nreturn\rbell\u{7}nul\u{0}unit\u{1F}delete\u{7F}",
          country: "Île-de-France 😀 \u{2028} e\u{301}", countryCode: "\u{8}\u{C}",
          latitude: 1, longitude: 2, timeZone: "Europe/Paris")
      ])
    case .unknownFieldsOfEveryKind:
      withOtherFields(
        top: [
          "syncedAt": .string("2026-03-26T16:15:00Z"),
          "settings": .object([
            "units": .string("metric"), "pinned": .array([.integer(1), .integer(2)]),
            "nothing": .object([:]), "none": .array([]),
          ]),
        ],
        city: [
          "visits": .array([
            .number(1.5), .bool(true), .bool(false), .null, .object(["x": .integer(1)]),
          ]),
          "deep": .array([.array([.array([.object(["a": .array([.integer(-7)])])])])]),
        ])
    case .unknownKeysAmongTheKnownOnes:
      withOtherFields(
        top: ["": .null, "Zeta": .integer(1), "citiesA": .integer(2), "versions": .integer(3)],
        city: [
          "countryA": .integer(1), "country0": .integer(2), "a10": .integer(3), "a9": .integer(4),
          "B": .integer(5), "b": .integer(6), "idea": .integer(7), "é": .integer(8),
          "zz": .integer(9), "timeZone2": .integer(10),
        ])
    case .numbersInEveryForm:
      StoredCitiesFile(
        cities: [
          0, -0.0, 52.52437, 1e-7, 2.5e15, 1e16, .leastNonzeroMagnitude, -90,
          1.7976931348623157e308,
        ]
        .enumerated().map { index, number in
          StoredCity(id: index - 4, name: "City", latitude: number, longitude: -number)
        })
    }
  }

  private func withOtherFields(
    top: [String: JSONValue], city: [String: JSONValue]
  ) -> StoredCitiesFile {
    var file = StoredCitiesFile(cities: [StoredCity(cityWithEveryDetail())])
    file.otherFields = top
    file.cities[0].otherFields = city
    return file
  }
}
