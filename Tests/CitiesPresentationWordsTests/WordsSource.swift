/// The declarations of the `CitiesPresentationWords` target as its source spells them, so that an entry added
/// there and forgotten in `WordsCatalogue` is noticed.
enum WordsSource {
  static let folder = "Sources/CitiesPresentationWords"

  /// `Type.member` for each `static let`, `Type.member(label:…)` for each `static func`, read
  /// from declarations written on one line each, as these short ones are.
  static func declarations() throws -> [String] {
    try RepositoryFile.swiftFiles(in: folder).flatMap { path in
      declarations(in: try RepositoryFile.text(at: path))
    }
  }

  static func declarations(in source: String) -> [String] {
    var owner = ""
    var found: [String] = []
    for line in source.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard words.first?.hasPrefix("//") == false else { continue }
      if let index = words.firstIndex(of: "enum"), words.indices.contains(index + 1) {
        owner = String(words[index + 1].prefix { $0.isLetter || $0.isNumber })
      } else if let index = words.firstIndex(of: "static"), words.indices.contains(index + 2) {
        found.append("\(owner).\(member(words[index + 1], line))")
      }
    }
    return found
  }

  private static func member(_ keyword: Substring, _ line: Substring) -> String {
    let afterKeyword = line.split(separator: "\(keyword) ", maxSplits: 1).last ?? ""
    let name = afterKeyword.prefix { $0.isLetter || $0.isNumber }
    guard keyword == "func", let open = afterKeyword.firstIndex(of: "("),
      let close = afterKeyword.firstIndex(of: ")")
    else { return String(name) }
    let labels = afterKeyword[afterKeyword.index(after: open)..<close]
      .split(separator: ",")
      .map { $0.split(whereSeparator: { $0 == " " || $0 == ":" }).first ?? "_" }
    return "\(name)(\(labels.map { "\($0):" }.joined()))"
  }
}
