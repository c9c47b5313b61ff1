import Testing

// docs/SCENES.md is the specification; CitiesPresentationWords is its one copy in code. Each side may change
// only together with the other.
@Suite("The words and docs/SCENES.md agree")
struct WordsMatchScenesTests {
  private let document: ScenesDocument
  private let words = WordsCatalogue.entries

  init() throws {
    document = try ScenesDocument.read()
  }

  @Test("The document has its three scene tables, each with messages to check")
  func documentHasSceneTables() {
    #expect(document.sceneTables == 3)
    #expect(!document.messages.isEmpty)
  }

  @Test("Every message the words define is in a scene table of the document")
  func everyWordIsDocumented() {
    for entry in words where !document.messages.contains(entry.message) {
      Issue.record(
        "\(entry.declaration) says \"\(entry.message)\", which \(ScenesDocument.path) does not")
    }
  }

  @Test("Every message of the document's scene tables comes from the words")
  func everyDocumentedMessageIsAWord() {
    let defined = words.map(\.message)

    for message in document.messages where !defined.contains(message) {
      Issue.record(
        "\(ScenesDocument.path) gives \"\(message)\", which no entry of CitiesPresentationWords says"
      )
    }
  }

  @Test("Each message is defined once")
  func eachMessageIsDefinedOnce() {
    let messages = words.map(\.message)

    #expect(Set(messages).count == messages.count)
  }

  @Test("Every rule of the words gives what the document's examples and messages show")
  func everyRuleMatchesTheDocument() {
    let shown = document.examples + document.messages

    for rule in WordsCatalogue.rules {
      for example in rule.examples where !shown.contains(example) {
        Issue.record(
          "\(rule.declaration) gives \"\(example)\", which \(ScenesDocument.path) does not")
      }
    }
  }

  @Test("This check renders every entry and rule the words target declares, and no other")
  func catalogueCoversTheSource() throws {
    let declared = try WordsSource.declarations()
    // One declaration may give several entries, as the title does for each order.
    let checked = Set(words.map(\.declaration) + WordsCatalogue.rules.map(\.declaration))

    #expect(declared.sorted() == checked.sorted())
  }
}
