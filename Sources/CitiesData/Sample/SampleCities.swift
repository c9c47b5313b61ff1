import CitiesDomain

/// Real cities bundled with the code, so that searching works on a fresh clone without a network.
///
/// Ids are GeoNames ids, the same ones Open-Meteo's geocoding returns, so a city saved offline is
/// the same city online.
public enum SampleCities {
  /// About three dozen cities on every inhabited continent, from the tropics to the Arctic.
  public static let all: [City] = [
    City(
      id: 2_950_159, name: "Berlin", region: "Berlin", country: "Germany", countryCode: "DE",
      coordinates: Coordinates(latitude: 52.5244, longitude: 13.4105), timeZone: "Europe/Berlin"),
    City(
      id: 2_643_743, name: "London", region: "England", country: "United Kingdom",
      countryCode: "GB", coordinates: Coordinates(latitude: 51.5085, longitude: -0.1257),
      timeZone: "Europe/London"),
    City(
      id: 2_988_507, name: "Paris", region: "Île-de-France", country: "France", countryCode: "FR",
      coordinates: Coordinates(latitude: 48.8534, longitude: 2.3488), timeZone: "Europe/Paris"),
    City(
      id: 2_267_057, name: "Lisbon", region: "Lisbon", country: "Portugal", countryCode: "PT",
      coordinates: Coordinates(latitude: 38.7223, longitude: -9.1393), timeZone: "Europe/Lisbon"),
    City(
      id: 2_657_896, name: "Zürich", region: "Zurich", country: "Switzerland", countryCode: "CH",
      coordinates: Coordinates(latitude: 47.3667, longitude: 8.55), timeZone: "Europe/Zurich"),
    City(
      id: 3_094_802, name: "Kraków", region: "Lesser Poland", country: "Poland", countryCode: "PL",
      coordinates: Coordinates(latitude: 50.0614, longitude: 19.9366), timeZone: "Europe/Warsaw"),
    City(
      id: 498_817, name: "Saint Petersburg", region: "Saint Petersburg", country: "Russia",
      countryCode: "RU", coordinates: Coordinates(latitude: 59.9386, longitude: 30.3141),
      timeZone: "Europe/Moscow"),
    City(
      id: 3_413_829, name: "Reykjavík", region: "Capital Region", country: "Iceland",
      countryCode: "IS", coordinates: Coordinates(latitude: 64.1355, longitude: -21.8954),
      timeZone: "Atlantic/Reykjavik"),
    City(
      id: 2_729_907, name: "Longyearbyen", region: "Svalbard", country: "Svalbard and Jan Mayen",
      countryCode: "SJ", coordinates: Coordinates(latitude: 78.2232, longitude: 15.6469),
      timeZone: "Arctic/Longyearbyen"),
    City(
      id: 5_128_581, name: "New York City", region: "New York", country: "United States",
      countryCode: "US", coordinates: Coordinates(latitude: 40.7143, longitude: -74.006),
      timeZone: "America/New_York"),
    City(
      id: 5_368_361, name: "Los Angeles", region: "California", country: "United States",
      countryCode: "US", coordinates: Coordinates(latitude: 34.0522, longitude: -118.2437),
      timeZone: "America/Los_Angeles"),
    City(
      id: 5_391_959, name: "San Francisco", region: "California", country: "United States",
      countryCode: "US", coordinates: Coordinates(latitude: 37.7749, longitude: -122.4194),
      timeZone: "America/Los_Angeles"),
    City(
      id: 6_167_865, name: "Toronto", region: "Ontario", country: "Canada", countryCode: "CA",
      coordinates: Coordinates(latitude: 43.7001, longitude: -79.4163),
      timeZone: "America/Toronto"),
    City(
      id: 3_530_597, name: "Mexico City", region: "Mexico City", country: "Mexico",
      countryCode: "MX", coordinates: Coordinates(latitude: 19.4285, longitude: -99.1277),
      timeZone: "America/Mexico_City"),
    City(
      id: 5_856_195, name: "Honolulu", region: "Hawaii", country: "United States",
      countryCode: "US", coordinates: Coordinates(latitude: 21.3069, longitude: -157.8583),
      timeZone: "Pacific/Honolulu"),
    City(
      id: 5_879_400, name: "Anchorage", region: "Alaska", country: "United States",
      countryCode: "US", coordinates: Coordinates(latitude: 61.2181, longitude: -149.9003),
      timeZone: "America/Anchorage"),
    City(
      id: 3_448_439, name: "São Paulo", region: "São Paulo", country: "Brazil", countryCode: "BR",
      coordinates: Coordinates(latitude: -23.5475, longitude: -46.6361),
      timeZone: "America/Sao_Paulo"),
    City(
      id: 3_871_336, name: "Santiago", region: "Santiago Metropolitan", country: "Chile",
      countryCode: "CL", coordinates: Coordinates(latitude: -33.4569, longitude: -70.6483),
      timeZone: "America/Santiago"),
    City(
      id: 3_936_456, name: "Lima", region: "Lima", country: "Peru", countryCode: "PE",
      coordinates: Coordinates(latitude: -12.0432, longitude: -77.0282), timeZone: "America/Lima"),
    City(
      id: 3_435_910, name: "Buenos Aires", region: "Buenos Aires", country: "Argentina",
      countryCode: "AR", coordinates: Coordinates(latitude: -34.6132, longitude: -58.3772),
      timeZone: "America/Argentina/Buenos_Aires"),
    City(
      id: 3_688_689, name: "Bogotá", region: "Bogotá D.C.", country: "Colombia", countryCode: "CO",
      coordinates: Coordinates(latitude: 4.6097, longitude: -74.0818), timeZone: "America/Bogota"),
    City(
      id: 3_833_367, name: "Ushuaia", region: "Tierra del Fuego", country: "Argentina",
      countryCode: "AR", coordinates: Coordinates(latitude: -54.8019, longitude: -68.303),
      timeZone: "America/Argentina/Ushuaia"),
    City(
      id: 360_630, name: "Cairo", region: "Cairo", country: "Egypt", countryCode: "EG",
      coordinates: Coordinates(latitude: 30.0626, longitude: 31.2497), timeZone: "Africa/Cairo"),
    City(
      id: 2_332_459, name: "Lagos", region: "Lagos", country: "Nigeria", countryCode: "NG",
      coordinates: Coordinates(latitude: 6.4541, longitude: 3.3947), timeZone: "Africa/Lagos"),
    City(
      id: 184_745, name: "Nairobi", region: "Nairobi", country: "Kenya", countryCode: "KE",
      coordinates: Coordinates(latitude: -1.2833, longitude: 36.8167), timeZone: "Africa/Nairobi"),
    City(
      id: 3_369_157, name: "Cape Town", region: "Western Cape", country: "South Africa",
      countryCode: "ZA", coordinates: Coordinates(latitude: -33.9258, longitude: 18.4232),
      timeZone: "Africa/Johannesburg"),
    City(
      id: 2_553_604, name: "Casablanca", region: "Casablanca-Settat", country: "Morocco",
      countryCode: "MA", coordinates: Coordinates(latitude: 33.5883, longitude: -7.6114),
      timeZone: "Africa/Casablanca"),
    City(
      id: 1_850_147, name: "Tokyo", region: "Tokyo", country: "Japan", countryCode: "JP",
      coordinates: Coordinates(latitude: 35.6895, longitude: 139.6917), timeZone: "Asia/Tokyo"),
    City(
      id: 1_835_848, name: "Seoul", region: "Seoul", country: "South Korea", countryCode: "KR",
      coordinates: Coordinates(latitude: 37.566, longitude: 126.9784), timeZone: "Asia/Seoul"),
    City(
      id: 1_880_252, name: "Singapore", region: "Singapore", country: "Singapore",
      countryCode: "SG", coordinates: Coordinates(latitude: 1.2897, longitude: 103.8501),
      timeZone: "Asia/Singapore"),
    City(
      id: 1_275_339, name: "Mumbai", region: "Maharashtra", country: "India", countryCode: "IN",
      coordinates: Coordinates(latitude: 19.0728, longitude: 72.8826), timeZone: "Asia/Kolkata"),
    City(
      id: 1_609_350, name: "Bangkok", region: "Bangkok", country: "Thailand", countryCode: "TH",
      coordinates: Coordinates(latitude: 13.754, longitude: 100.5014), timeZone: "Asia/Bangkok"),
    City(
      id: 292_223, name: "Dubai", region: "Dubai", country: "United Arab Emirates",
      countryCode: "AE", coordinates: Coordinates(latitude: 25.0772, longitude: 55.3093),
      timeZone: "Asia/Dubai"),
    City(
      id: 1_642_911, name: "Jakarta", region: "Jakarta", country: "Indonesia", countryCode: "ID",
      coordinates: Coordinates(latitude: -6.2146, longitude: 106.8451), timeZone: "Asia/Jakarta"),
    City(
      id: 2_147_714, name: "Sydney", region: "New South Wales", country: "Australia",
      countryCode: "AU", coordinates: Coordinates(latitude: -33.8679, longitude: 151.2073),
      timeZone: "Australia/Sydney"),
    City(
      id: 2_193_733, name: "Auckland", region: "Auckland", country: "New Zealand",
      countryCode: "NZ", coordinates: Coordinates(latitude: -36.8485, longitude: 174.7635),
      timeZone: "Pacific/Auckland"),
  ]
}
