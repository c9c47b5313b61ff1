// Made by scripts/kata.py from Sources/CitiesData/Persistence/PlainJSONWriter+StoredCitiesFile.swift.

import CitiesData

extension PlainJSONWriter {
  /// Writes a whole store, unknown fields in their places among the known ones, and ends the
  /// line.
  mutating func write(_ file: StoredCitiesFile) throws(Unsupported) {
    var others = Self.inKeyOrder(file.otherFields)
    try beginObject()
    try write(&others, before: "cities")
    try beginArray()
    for city in file.cities {
      element()
      try write(city)
    }
    endArray()
    try write(&others, before: "version")
    write(integer: file.version)
    try write(&others, before: nil)
    endObject()
    endLine()
  }

  // The known fields in the order of their keys, each with the unknown ones that sort before it.
  private mutating func write(_ city: StoredCity) throws(Unsupported) {
    var others = Self.inKeyOrder(city.otherFields)
    try beginObject()
    try write(&others, before: "country", text: city.country)
    try write(&others, before: "countryCode", text: city.countryCode)
    try write(&others, before: "id")
    write(integer: city.id)
    try write(&others, before: "latitude")
    try write(number: city.latitude)
    try write(&others, before: "longitude")
    try write(number: city.longitude)
    try write(&others, before: "name", text: city.name)
    try write(&others, before: "region", text: city.region)
    try write(&others, before: "timeZone", text: city.timeZone)
    try write(&others, before: nil)
    endObject()
  }

  private typealias Members = ArraySlice<(key: String, value: JSONValue)>

  private static func inKeyOrder(_ fields: [String: JSONValue]) -> Members {
    fields.isEmpty ? [] : fields.sorted { precedes($0.key, $1.key) }[...]
  }

  // Writes the members of `others` whose keys come before `key` (all that are left, for `nil`),
  // then starts the member `key`, whose value the caller writes.
  private mutating func write(_ others: inout Members, before key: String?) throws(Unsupported) {
    while let member = others.first, key.map({ Self.precedes(member.key, $0) }) ?? true {
      self.key(member.key)
      try write(member.value)
      others.removeFirst()
    }
    if let key { self.key(key) }
  }

  // The same, for a text that is written only when there is one.
  private mutating func write(
    _ others: inout Members, before key: String, text: String?
  ) throws(Unsupported) {
    guard let text else { return }
    try write(&others, before: key)
    write(string: text)
  }
}
