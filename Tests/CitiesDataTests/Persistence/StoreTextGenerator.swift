@testable import CitiesData

/// Makes store texts from pieces that are each right, odd or wrong, from a seed, so that a test can
/// compare the fast path with Foundation on thousands of files, the same ones on every run.
///
/// Most pieces are plain; a few in each file are not (a number JSON has no room for, a lone half of
/// a surrogate pair, a key given twice, a comma before a bracket), so a fair share of the files
/// leave the fast path, and some of those are refused by `JSONDecoder` too.
struct StoreTextGenerator {
  private var random: SplitMix64

  /// Makes a generator whose texts depend only on `seed`.
  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// The next store's text.
  mutating func nextStore() -> String {
    var members = [member("version", rarely(version(), or: "1")), member("cities", cities())]
    for _ in 0..<count(upTo: 2) { members.append(member(key(), value(depth: 1))) }
    if chance(1, in: 40) { members.append(member("version", "1")) }
    return object(shuffled(members))
  }

  private mutating func cities() -> String {
    if chance(1, in: 60) { return rarely(["{}", "null", #""cities""#]) }
    return array((0..<count(upTo: 3)).map { _ in city() })
  }

  private mutating func city() -> String {
    var members = [
      member("id", rarely(number(), or: String(random.next() % 20))),
      member("name", string()),
      member("latitude", number()),
      member("longitude", number()),
    ]
    if chance(1, in: 40) { members.removeFirst() }
    for name in ["region", "country", "countryCode", "timeZone"] where chance(1, in: 2) {
      members.append(member(name, chance(1, in: 5) ? "null" : string()))
    }
    for _ in 0..<count(upTo: 2) { members.append(member(key(), value(depth: 3))) }
    return object(shuffled(members))
  }

  private mutating func value(depth: Int) -> String {
    switch random.next() % (depth > 4 ? 5 : 7) {
    case 0: return "null"
    case 1: return chance(1, in: 2) ? "true" : "false"
    case 2, 3: return number()
    case 4: return string()
    case 5: return array((0..<count(upTo: 3)).map { _ in value(depth: depth + 1) })
    default:
      return object((0..<count(upTo: 3)).map { _ in member(key(), value(depth: depth + 1)) })
    }
  }

  private mutating func number() -> String {
    rarely(
      [
        "1e3", "1E-2", "100e-2", "1.0", "-0.0", "0.99999999999999999999", "2.5e15", "1e16", "1e300",
        "5e-324", "3e-324", "1e-400", "1e400", "9007199254740993", "9007199254740993.0",
        "123456789012345678.5", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "01", "1.", "-", "+1", ".5", "0x10", "1e", "-0", "0",
      ],
      or: String(Double(Int(random.next() % 20_000)) / 100 - 100))
  }

  private mutating func string() -> String {
    let pieces = (0..<count(upTo: 3) + 1).map { _ in
      rarely(
        [
          #"\u00e9"#, #"\ud83d\ude00"#, #"\n"#, #"\""#, #"\\"#, #"\/"#, "/", #"\u0000"#, #"\u001F"#,
          "\u{7F}", "😀", "e\u{301}", "\u{2028}", #"\ud800"#, #"\udc00x"#, "\u{1}", #"\x"#,
          #"\u12"#,
        ],
        or: ["Berlin", "São Paulo", "Europe/Berlin", "DE", " "][Int(random.next() % 5)])
    }
    return "\"" + pieces.joined() + "\""
  }

  private mutating func key() -> String {
    let keys = [
      "note", "Zeta", "a10", "a9", "", "é", #"e\u0301"#, "countryA", "idx", "versions",
      #"n\u0061me"#, #"\u0069d"#, "name", "cities",
    ]
    return keys[Int(random.next() % UInt64(chance(1, in: 6) ? keys.count : 5))]
  }

  private mutating func member(_ key: String, _ value: String) -> String {
    "\"\(key)\"" + space() + ":" + space() + value
  }

  private mutating func object(_ members: [String]) -> String {
    "{" + space() + members.joined(separator: space() + "," + space()) + trailingComma() + "}"
  }

  private mutating func array(_ elements: [String]) -> String {
    "[" + space() + elements.joined(separator: "," + space()) + trailingComma() + "]"
  }

  private mutating func trailingComma() -> String {
    chance(1, in: 100) ? "," : space()
  }

  private mutating func space() -> String {
    ["", "", "", " ", "\n  ", "\t", "\r\n"][Int(random.next() % 7)]
  }

  private mutating func version() -> String {
    ["2", "1.0", "\"1\"", "null", "-1"][Int(random.next() % 5)]
  }

  private mutating func rarely(_ odd: String, or usual: String) -> String {
    chance(1, in: 30) ? odd : usual
  }

  private mutating func rarely(_ odd: [String], or usual: String = "") -> String {
    chance(1, in: 30) || usual.isEmpty ? odd[Int(random.next() % UInt64(odd.count))] : usual
  }

  private mutating func shuffled(_ members: [String]) -> [String] {
    var members = members
    for index in members.indices.reversed() where index > 0 {
      members.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
    return members
  }

  private mutating func count(upTo most: Int) -> Int {
    Int(random.next() % UInt64(most + 1))
  }

  private mutating func chance(_ one: UInt64, in all: UInt64) -> Bool {
    random.next() % all < one
  }
}
