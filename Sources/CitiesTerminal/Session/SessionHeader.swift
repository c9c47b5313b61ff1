/// The lines at the top of a session, and after every pattern switch: which pattern and which
/// data source run, and the credit Open-Meteo's licence asks for when it is the source.
struct SessionHeader {
  let patternName: String
  let dataSource: DataSource

  var lines: [String] {
    let title = "Cities Kata · \(patternName) · \(dataSource.headerDescription)"
    guard dataSource.needsCredit else { return [title] }
    return [title, "Weather data by Open-Meteo.com (https://open-meteo.com/), CC BY 4.0."]
  }
}
