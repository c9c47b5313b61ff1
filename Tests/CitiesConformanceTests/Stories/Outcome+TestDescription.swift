import Testing

// A failed comparison of two patterns prints both outcomes; this names cities by name only, so
// the difference stands out.
extension Outcome: CustomTestStringConvertible {
  var testDescription: String {
    let moves = navigation.map { move in
      if case .cityWeather(let city) = move { return "cityWeather(\(city.name))" }
      return "\(move)"
    }
    return """
      saved \(saved.map(\.name)), searched \(searchedTexts), navigation \(moves); \
      list: \(cities.testDescription); search: \(addCity.testDescription); \
      weather: \(weather.testDescription)
      """
  }
}
