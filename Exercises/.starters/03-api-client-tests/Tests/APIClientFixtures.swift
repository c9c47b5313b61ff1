// Made by scripts/kata.py from Tests/CitiesDataTests/API/APIClientFixtures.swift.

import CitiesData
import Foundation

/// A small answer shaped like a geocoding search, decoded by the client tests.
struct Places: Decodable, Equatable, Sendable {
  struct Place: Decodable, Equatable, Sendable {
    let name: String
    let latitude: Double
  }

  let results: [Place]
}

func anyPlacesJSON() -> String {
  #"{"results":[{"name":"Lisbon","latitude":38.71667}]}"#
}

func searchRequest(name: String = "Berlin") -> APIRequest {
  APIRequest(
    path: "/v1/search",
    queryItems: [
      URLQueryItem(name: "name", value: name),
      URLQueryItem(name: "count", value: "10"),
    ]
  )
}
