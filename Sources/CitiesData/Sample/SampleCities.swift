import CitiesDomain

/// Real cities bundled with the code, so that searching works on a fresh clone without a network.
///
/// Ids are GeoNames ids, the same ones Open-Meteo's geocoding returns, so a city saved offline is
/// the same city online.
public enum SampleCities {
  /// About three dozen cities on every inhabited continent, from the tropics to the Arctic.
  public static let all: [City] = table.split(separator: "\n").map(city(fromRow:))

  // One city a line, as a table reads best: GeoNames id|name|region|country|country code|
  // latitude|longitude|time zone.
  private static let table = """
    2950159|Berlin|Berlin|Germany|DE|52.5244|13.4105|Europe/Berlin
    2643743|London|England|United Kingdom|GB|51.5085|-0.1257|Europe/London
    2988507|Paris|Île-de-France|France|FR|48.8534|2.3488|Europe/Paris
    2267057|Lisbon|Lisbon|Portugal|PT|38.7223|-9.1393|Europe/Lisbon
    2657896|Zürich|Zurich|Switzerland|CH|47.3667|8.55|Europe/Zurich
    3094802|Kraków|Lesser Poland|Poland|PL|50.0614|19.9366|Europe/Warsaw
    498817|Saint Petersburg|Saint Petersburg|Russia|RU|59.9386|30.3141|Europe/Moscow
    3413829|Reykjavík|Capital Region|Iceland|IS|64.1355|-21.8954|Atlantic/Reykjavik
    2729907|Longyearbyen|Svalbard|Svalbard and Jan Mayen|SJ|78.2232|15.6469|Arctic/Longyearbyen
    5128581|New York City|New York|United States|US|40.7143|-74.006|America/New_York
    5368361|Los Angeles|California|United States|US|34.0522|-118.2437|America/Los_Angeles
    5391959|San Francisco|California|United States|US|37.7749|-122.4194|America/Los_Angeles
    6167865|Toronto|Ontario|Canada|CA|43.7001|-79.4163|America/Toronto
    3530597|Mexico City|Mexico City|Mexico|MX|19.4285|-99.1277|America/Mexico_City
    5856195|Honolulu|Hawaii|United States|US|21.3069|-157.8583|Pacific/Honolulu
    5879400|Anchorage|Alaska|United States|US|61.2181|-149.9003|America/Anchorage
    3448439|São Paulo|São Paulo|Brazil|BR|-23.5475|-46.6361|America/Sao_Paulo
    3871336|Santiago|Santiago Metropolitan|Chile|CL|-33.4569|-70.6483|America/Santiago
    3936456|Lima|Lima|Peru|PE|-12.0432|-77.0282|America/Lima
    3435910|Buenos Aires|Buenos Aires|Argentina|AR|-34.6132|-58.3772|America/Argentina/Buenos_Aires
    3688689|Bogotá|Bogotá D.C.|Colombia|CO|4.6097|-74.0818|America/Bogota
    3833367|Ushuaia|Tierra del Fuego|Argentina|AR|-54.8019|-68.303|America/Argentina/Ushuaia
    360630|Cairo|Cairo|Egypt|EG|30.0626|31.2497|Africa/Cairo
    2332459|Lagos|Lagos|Nigeria|NG|6.4541|3.3947|Africa/Lagos
    184745|Nairobi|Nairobi|Kenya|KE|-1.2833|36.8167|Africa/Nairobi
    3369157|Cape Town|Western Cape|South Africa|ZA|-33.9258|18.4232|Africa/Johannesburg
    2553604|Casablanca|Casablanca-Settat|Morocco|MA|33.5883|-7.6114|Africa/Casablanca
    1850147|Tokyo|Tokyo|Japan|JP|35.6895|139.6917|Asia/Tokyo
    1835848|Seoul|Seoul|South Korea|KR|37.566|126.9784|Asia/Seoul
    1880252|Singapore|Singapore|Singapore|SG|1.2897|103.8501|Asia/Singapore
    1275339|Mumbai|Maharashtra|India|IN|19.0728|72.8826|Asia/Kolkata
    1609350|Bangkok|Bangkok|Thailand|TH|13.754|100.5014|Asia/Bangkok
    292223|Dubai|Dubai|United Arab Emirates|AE|25.0772|55.3093|Asia/Dubai
    1642911|Jakarta|Jakarta|Indonesia|ID|-6.2146|106.8451|Asia/Jakarta
    2147714|Sydney|New South Wales|Australia|AU|-33.8679|151.2073|Australia/Sydney
    2193733|Auckland|Auckland|New Zealand|NZ|-36.8485|174.7635|Pacific/Auckland
    """

  private static func city(fromRow row: Substring) -> City {
    let fields = row.split(separator: "|").map(String.init)
    guard fields.count == 8, let id = Int(fields[0]),
      let latitude = Double(fields[5]), let longitude = Double(fields[6])
    else { preconditionFailure("A bundled city's row does not fit the table: \(row)") }
    return City(
      id: id, name: fields[1], region: fields[2], country: fields[3], countryCode: fields[4],
      coordinates: Coordinates(latitude: latitude, longitude: longitude), timeZone: fields[7])
  }
}
