import CitiesDomain
import Foundation

/// Finds cities with Open-Meteo's geocoding service, which searches the GeoNames database.
public struct OpenMeteoCitySearchGateway: CitySearchGateway {
  private static let acceptedResultLimits = 1...100

  private let apiClient: any APIClient
  private let resultLimit: Int
  private let language: String

  /// Makes a gateway that asks `apiClient`, which must point at the geocoding service.
  ///
  /// `resultLimit` is clamped to the 1...100 the service accepts; `language`, such as "de",
  /// chooses the language of the place names.
  public init(apiClient: any APIClient, resultLimit: Int = 10, language: String = "en") {
    self.apiClient = apiClient
    self.resultLimit = resultLimit.clamped(to: Self.acceptedResultLimits)
    self.language = language.lowercased()
  }

  public func searchCities(
    matching query: CitySearchQuery
  ) async throws(APIClientError) -> [City] {
    let response = try await apiClient.send(request(for: query), decoding: GeocodingResponse.self)
    return (response.results ?? []).map(\.city)
  }

  private func request(for query: CitySearchQuery) -> APIRequest {
    APIRequest(
      path: "/v1/search",
      queryItems: [
        URLQueryItem(name: "name", value: query.text),
        URLQueryItem(name: "count", value: String(resultLimit)),
        URLQueryItem(name: "language", value: language),
        URLQueryItem(name: "format", value: "json"),
      ]
    )
  }
}

extension Int {
  fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
