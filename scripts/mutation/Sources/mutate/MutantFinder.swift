import Foundation

/// Finds the mutation sites of one Swift file from its tokens.
///
/// The operators: relational and equality flips, swapped
/// `&&` and `||`, swapped `min` and `max`, `first` and `last`, boolean and integer literals, removed
/// negations, deleted statements, replaced return values and removed cancellations. A site whose operands it cannot bound is counted and left alone.
struct MutantFinder {
  /// A `{ … }` block, and what kind of code it holds, which decides which statements may go.
  struct Block {
    enum Kind: Equatable {
      case top, type, function, initializer, getter, closure, control, switchBody
    }
    var kind: Kind
    var returnType: String?
    var parent: Int?
    var statements: [(start: Int, end: Int)] = []
    /// The first token of the statement that opens the block.
    var header = 0
  }

  let source: [UInt8]
  var tokens: [SwiftToken]
  private var match: [Int]
  private var statementStart: [Int]
  private var blockOf: [Int]
  private var blocks: [Block] = []
  private var statementEnd: [Int: Int] = [:]
  private(set) var sites: [MutantSite] = []
  /// Places an operator was found but its operands could not be bounded.
  private(set) var unparsed = 0

  private static let declarationWords: Set<String> = [
    "func", "init", "deinit", "struct", "class", "enum", "extension", "protocol", "actor",
    "subscript", "typealias", "associatedtype", "import", "case", "default", "operator",
    "precedencegroup",
  ]
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "final",
    "override", "nonisolated", "mutating", "nonmutating", "convenience", "required", "lazy", "weak",
    "unowned", "indirect", "dynamic", "isolated", "consuming", "borrowing", "sending",
  ]
  private static let controlWords: Set<String> = [
    "if", "guard", "else", "for", "while", "repeat", "do", "catch", "defer",
  ]
  private static let flips: [String: String] = [
    "==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">", "===": "!==",
    "!==": "===",
  ]
  private static let logic: [String: String] = ["&&": "||", "||": "&&"]
  private static let swappedNames: [String: String] = [
    "min": "max", "max": "min", "first": "last", "last": "first",
  ]
  private static let assignments: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
  ]

  init(source: String) {
    self.source = Array(source.utf8)
    tokens = SwiftTokenizer.tokens(of: source)
    match = Array(repeating: -1, count: tokens.count)
    statementStart = Array(repeating: 0, count: tokens.count)
    blockOf = Array(repeating: 0, count: tokens.count)
    markAttributes()
    matchBrackets()
    readStatements()
    findSites()
  }

  // MARK: Structure

  private mutating func markAttributes() {
    var index = 0
    while index < tokens.count - 1 {
      if tokens[index].kind == .attribute && tokens[index + 1].text == "("
        && !tokens[index + 1].spaceBefore
      {
        var depth = 0
        var inner = index + 1
        repeat {
          if tokens[inner].text == "(" { depth += 1 }
          if tokens[inner].text == ")" { depth -= 1 }
          tokens[inner].inAttribute = true
          inner += 1
        } while depth > 0 && inner < tokens.count
        index = inner
      } else {
        index += 1
      }
    }
  }

  private mutating func matchBrackets() {
    var stack: [Int] = []
    for (index, token) in tokens.enumerated() where token.kind == .symbol {
      switch token.text {
      case "(", "[", "{": stack.append(index)
      case ")", "]", "}":
        if let opener = stack.popLast() {
          match[opener] = index
          match[index] = opener
        }
      default: break
      }
    }
  }

  private func isBinaryOperator(_ token: SwiftToken) -> Bool {
    guard token.kind == .symbol, token.spaceBefore else { return false }
    return !["(", "[", "{", ")", "]", "}", ",", ";", "!"].contains(token.text)
  }

  /// Whether the token at `index`, first on its line, goes on with the statement before it.
  private func continues(_ index: Int) -> Bool {
    let token = tokens[index]
    if token.kind == .symbol && [".", ")", "]"].contains(token.text) { return true }
    if isBinaryOperator(token) && token.text != "{" { return true }
    if token.kind == .word && ["else", "where", "catch"].contains(token.text) { return true }
    let previous = tokens[index - 1]
    if previous.kind == .attribute { return true }
    if previous.kind == .symbol && ["(", "[", ",", "=", "->"].contains(previous.text) {
      return true
    }
    if previous.kind == .symbol && previous.spaceBefore && isBinaryOperator(previous)
      && previous.text != ":"
    {
      return true
    }
    return false
  }

  private mutating func readStatements() {
    blocks = [Block(kind: .top)]
    // The open brackets: a block's index for `{`, -1 for `(` and `[`.
    var stack: [Int] = [0]
    var current = 0
    var caseLabel = false
    for index in tokens.indices {
      let token = tokens[index]
      let block = stack.last ?? 0
      if block >= 0 {
        let starts =
          index == 0 || tokens[index - 1].text == "{" || tokens[index - 1].text == ";"
          || (tokens[index - 1].text == ":" && caseLabel)
          || (tokens[index - 1].text == "in" && blocks[block].kind == .closure
            && blocks[block].statements.isEmpty && tokens[current].text != "for")
          || (token.newlineBefore && !continues(index))
        if starts && token.text != "}" {
          if current < index && blocks[block].statements.last?.start != current {
            closeStatement(block: block, start: current, end: index - 1)
          }
          current = index
          caseLabel =
            token.kind == .word && (token.text == "case" || token.text == "default")
            && blocks[block].kind == .switchBody
        }
      }
      statementStart[index] = current
      blockOf[index] = stack.last.map { $0 >= 0 ? $0 : enclosingBlock(stack) } ?? 0
      guard token.kind == .symbol else { continue }
      switch token.text {
      case "{":
        let kind =
          (stack.last ?? 0) < 0
          ? Block(kind: .closure, parent: enclosingBlock(stack))
          : classify(from: current, to: index, parent: block)
        var opened = kind
        opened.header = current
        blocks.append(opened)
        stack.append(blocks.count - 1)
        current = index + 1
      case "(", "[":
        stack.append(-1)
      case "}":
        if let closed = stack.popLast(), closed >= 0 {
          if current < index {
            closeStatement(block: closed, start: current, end: index - 1)
          }
          current = statementStartBefore(match[index])
        }
        if stack.isEmpty { stack = [0] }
      case ")", "]":
        if stack.count > 1, (stack.last ?? 0) < 0 { stack.removeLast() }
      default: break
      }
    }
    if current < tokens.count { closeStatement(block: 0, start: current, end: tokens.count - 1) }
  }

  /// Where the last part of a statement starts: after `} else` or `} catch`, what follows the
  /// last block it closed, not counting blocks inside brackets (a default argument's closure).
  private func segmentStart(from start: Int, to end: Int) -> Int {
    var segment = start
    var index = start
    while index < end {
      if ["(", "["].contains(tokens[index].text) && tokens[index].kind == .symbol
        && match[index] > index
      {
        index = match[index] + 1
        continue
      }
      if tokens[index].text == "}" { segment = index + 1 }
      index += 1
    }
    return segment
  }

  private func statementStartBefore(_ opener: Int) -> Int {
    opener >= 0 ? statementStart[opener] : 0
  }

  private func enclosingBlock(_ stack: [Int]) -> Int { stack.last(where: { $0 >= 0 }) ?? 0 }

  private mutating func closeStatement(block: Int, start: Int, end: Int) {
    guard start <= end else { return }
    // A closure's signature (`[weak self] value in`) is no statement.
    if blocks[block].kind == .closure && blocks[block].statements.isEmpty
      && tokens[end].text == "in"
    {
      return
    }
    blocks[block].statements.append((start, end))
    statementEnd[start] = end
  }

  /// The first word of a statement after its attributes and modifiers.
  private func leadingWord(from start: Int, to end: Int) -> (word: String, index: Int)? {
    var index = start
    while index < end {
      let token = tokens[index]
      if token.kind == .attribute || token.inAttribute || Self.modifiers.contains(token.text) {
        index += 1
        if index < end && tokens[index].text == "(" && !tokens[index].spaceBefore
          && match[index] > 0
        {
          index = match[index] + 1
        }
        continue
      }
      return (token.text, index)
    }
    return nil
  }

  private func classify(from start: Int, to brace: Int, parent: Int) -> Block {
    // After `} else` or `} catch`, the header is what follows the last closed block.
    let segment = segmentStart(from: start, to: brace)
    guard let (word, wordIndex) = leadingWord(from: segment, to: brace) else {
      return Block(kind: .closure, parent: parent)
    }
    let header = Array(tokens[wordIndex..<brace])
    func typeAfter(_ marker: String) -> String? {
      guard let at = header.firstIndex(where: { $0.text == marker }) else { return nil }
      let rest = header[(at + 1)...].prefix { $0.text != "where" && $0.text != "=" }
      return rest.map(\.text).joined(separator: " ")
    }
    switch word {
    case _ where Self.controlWords.contains(word): return Block(kind: .control, parent: parent)
    case "switch": return Block(kind: .switchBody, parent: parent)
    case "func": return Block(kind: .function, returnType: typeAfter("->"), parent: parent)
    case "init", "deinit", "set", "willSet", "didSet":
      return Block(kind: word == "init" ? .initializer : .function, parent: parent)
    case "struct", "enum", "extension", "protocol", "actor", "class":
      return Block(kind: .type, parent: parent)
    case "subscript": return Block(kind: .getter, returnType: typeAfter("->"), parent: parent)
    case "get": return Block(kind: .getter, returnType: blocks[parent].returnType, parent: parent)
    case "var", "let":
      if header.contains(where: { $0.text == "=" }) { return Block(kind: .closure, parent: parent) }
      return Block(kind: .getter, returnType: typeAfter(":"), parent: parent)
    default: return Block(kind: .closure, parent: parent)
    }
  }

  // MARK: Sites

  private func isDeclarationHeader(_ index: Int) -> Bool {
    let start = statementStart[index]
    guard let (word, _) = leadingWord(from: start, to: index + 1) else { return false }
    return Self.declarationWords.contains(word) || word == "case"
  }

  private func isConditionHeader(_ index: Int) -> Bool {
    let segment = segmentStart(from: statementStart[index], to: index)
    guard let (word, _) = leadingWord(from: segment, to: index + 1) else { return false }
    return ["if", "guard", "while", "for", "else", "switch"].contains(word)
  }

  private func mutable(_ index: Int) -> Bool {
    let token = tokens[index]
    return !token.conditional && !token.inAttribute && blocks[blockOf[index]].kind != .top
  }

  private mutating func findSites() {
    for index in tokens.indices where mutable(index) {
      let token = tokens[index]
      switch token.kind {
      case .symbol where Self.flips[token.text] != nil:
        if token.spaceBefore, index + 1 < tokens.count, tokens[index + 1].spaceBefore,
          !isDeclarationHeader(index)
        {
          addComparison(at: index)
        }
      case .symbol where Self.logic[token.text] != nil:
        if token.spaceBefore, index + 1 < tokens.count, tokens[index + 1].spaceBefore {
          addLogic(at: index)
        }
      case .word where Self.swappedNames[token.text] != nil:
        guard !isDeclarationHeader(index) else { continue }
        addSwappedName(at: index)
      case .symbol where token.text == "!":
        addNegation(at: index)
      case .integer:
        addInteger(at: index)
      case .word where token.text == "true" || token.text == "false":
        guard !isDeclarationHeader(index) else { continue }
        let other = token.text == "true" ? "false" : "true"
        addExpression(
          from: index, to: index, operator: "boolean literal", mutated: [[.text(other)]],
          summaries: ["`\(token.text)` → `\(other)`"])
      case .word where token.text == "Task":
        if index + 2 < tokens.count, tokens[index + 1].text == ".",
          tokens[index + 2].text == "isCancelled"
        {
          addExpression(
            from: index, to: index + 2, operator: "removed cancellation",
            mutated: [[.text("false")]],
            summaries: ["`Task.isCancelled` → `false`"])
        }
      case .word where token.text == "return":
        addReturn(at: index)
      default: break
      }
    }
    for block in blocks.indices { addStatementDeletions(in: block) }
  }

  private func text(from first: Int, to last: Int) -> String {
    String(decoding: source[tokens[first].start..<tokens[last].end], as: UTF8.self)
  }

  private func collapsed(from first: Int, to last: Int, limit: Int = 60) -> String {
    let words = text(from: first, to: last).split(whereSeparator: { $0 == " " || $0 == "\n" })
    let joined = words.joined(separator: " ")
    return joined.count > limit ? String(joined.prefix(limit)) + "…" : joined
  }

  private mutating func addExpression(
    from first: Int, to last: Int, operator name: String, mutated: [[MutantSite.Piece]],
    summaries: [String], original: [MutantSite.Piece]? = nil
  ) {
    let start = tokens[first].start
    let end = tokens[last].end
    let changes = zip(mutated, summaries).map {
      MutantSite.Change(operator: name, mutated: $0, summary: $1)
    }
    sites.append(
      MutantSite(
        shape: .expression, start: start, end: end, line: tokens[first].line,
        original: original ?? [.original(start, end)], changes: changes))
  }

  private static let leftStops: Set<String> = [
    ",", ":", "&&", "||", "->", ";", "return", "if", "guard", "while", "where", "case", "let",
    "var",
    "in", "else", "try", "await", "throw", "repeat", "switch", "for",
  ]

  private mutating func addComparison(at index: Int) {
    guard let (first, last) = operands(of: index, passing: []) else {
      unparsed += 1
      return
    }
    guard let flipped = Self.flips[tokens[index].text] else { return }
    let leftSpan = MutantSite.Piece.original(tokens[first].start, tokens[index - 1].end)
    let rightSpan = MutantSite.Piece.original(tokens[index + 1].start, tokens[last].end)
    addExpression(
      from: first, to: last, operator: "relational flip",
      mutated: [[leftSpan, .text(" \(flipped) "), rightSpan]],
      summaries: ["`\(tokens[index].text)` → `\(flipped)`"])
  }

  /// `&&` becomes `||` and back, over the whole chain of conditions the operator joins.
  private mutating func addLogic(at index: Int) {
    let passing = Set(Self.flips.keys).union(Self.logic.keys)
    guard let (first, last) = operands(of: index, passing: passing),
      let swapped = Self.logic[tokens[index].text]
    else {
      unparsed += 1
      return
    }
    let leftSpan = MutantSite.Piece.original(tokens[first].start, tokens[index - 1].end)
    let rightSpan = MutantSite.Piece.original(tokens[index + 1].start, tokens[last].end)
    addExpression(
      from: first, to: last, operator: "swapped logic",
      mutated: [[leftSpan, .text(" \(swapped) "), rightSpan]],
      summaries: ["`\(tokens[index].text)` → `\(swapped)`"])
  }

  /// Swaps `min` and `max`, or `first` and `last`.
  ///
  /// `min(a, b)` becomes `max(a, b)` and `cities.first` becomes `cities.last`: a member is
  /// replaced with its receiver, and a call with its arguments, so the site is a whole value.
  private mutating func addSwappedName(at index: Int) {
    guard let swapped = Self.swappedNames[tokens[index].text] else { return }
    let isFunction = ["min", "max"].contains(tokens[index].text)
    let called =
      index + 1 < tokens.count && tokens[index + 1].text == "("
      && !tokens[index + 1].spaceBefore && match[index + 1] > index
    // `Int.max` is a constant, not a choice between two values.
    if isFunction && !called { return }
    var first = index
    if index > 0, tokens[index - 1].text == ".", !tokens[index].spaceBefore {
      guard let receiver = receiverStart(ofMemberAt: index - 1) else { return }
      first = receiver
    } else if !isFunction || (index > 0 && tokens[index - 1].text == ".") {
      return
    }
    var last = called ? match[index + 1] : index
    if last + 1 < tokens.count, tokens[last + 1].text == "{", tokens[last + 1].spaceBefore,
      match[last + 1] > last
    {
      if isConditionHeader(index) { return }
      last = match[last + 1]
    }
    var mutated: [MutantSite.Piece] = []
    if first < index { mutated.append(.original(tokens[first].start, tokens[index - 1].end)) }
    mutated.append(.text(swapped))
    if last > index { mutated.append(.original(tokens[index + 1].start, tokens[last].end)) }
    addExpression(
      from: first, to: last, operator: "swapped name", mutated: [mutated],
      summaries: ["`\(tokens[index].text)` → `\(swapped)`"])
  }

  /// The first token of the postfix chain before the `.` at `dot`, such as `self.cities` in
  /// `self.cities.first`; `nil` for an implicit member (`.first`).
  private func receiverStart(ofMemberAt dot: Int) -> Int? {
    var index = dot
    while index > 0 && !tokens[index].spaceBefore {
      let previous = tokens[index - 1]
      if previous.kind == .symbol && [")", "]"].contains(previous.text) && match[index - 1] >= 0 {
        index = match[index - 1]
      } else if previous.kind == .word || previous.kind == .string
        || (previous.kind == .symbol && [".", "?", "!"].contains(previous.text))
      {
        index -= 1
      } else {
        break
      }
    }
    guard index < dot, tokens[index].kind != .symbol || ["(", "["].contains(tokens[index].text)
    else { return nil }
    return index
  }

  /// The first and last tokens of the operands of the binary operator at `index`, crossing the
  /// operators in `passing`.
  private func operands(of index: Int, passing: Set<String>) -> (Int, Int)? {
    let statement = statementStart[index]
    var left = index - 1
    while left >= statement {
      let token = tokens[left]
      if token.kind == .symbol && [")", "]", "}"].contains(token.text) && match[left] >= 0 {
        left = match[left] - 1
        continue
      }
      if token.kind == .symbol && ["(", "[", "{"].contains(token.text) { break }
      let passes = token.kind == .symbol && passing.contains(token.text)
      if !passes && token.kind != .string && Self.leftStops.contains(token.text) { break }
      if !passes && token.kind == .symbol
        && (Self.assignments.contains(token.text) || Self.flips[token.text] != nil)
      {
        break
      }
      if token.text == "?" && token.spaceBefore { break }
      left -= 1
    }
    var right = index + 1
    while right < tokens.count && statementStart[right] == statement {
      let token = tokens[right]
      if token.kind == .symbol && ["(", "["].contains(token.text) && match[right] > 0 {
        right = match[right] + 1
        continue
      }
      if token.text == "{" && token.kind == .symbol {
        if isConditionHeader(index) { break }
        guard match[right] > 0 else { break }
        right = match[right] + 1
        continue
      }
      if token.kind == .symbol && [")", "]", "}"].contains(token.text) { break }
      let passes = token.kind == .symbol && passing.contains(token.text)
      if !passes && token.kind != .string
        && (Self.leftStops.contains(token.text) || token.text == "else")
      {
        break
      }
      if !passes && token.kind == .symbol
        && (Self.assignments.contains(token.text) || Self.flips[token.text] != nil)
      {
        break
      }
      if token.text == "?" && token.spaceBefore { break }
      right += 1
    }
    let first = left + 1
    let last = right - 1
    guard first < index, last > index, last < tokens.count else { return nil }
    return (first, last)
  }

  private mutating func addNegation(at index: Int) {
    guard index + 1 < tokens.count, index > 0 else { return }
    let next = tokens[index + 1]
    let previous = tokens[index - 1]
    let prefix =
      !next.spaceBefore
      && (tokens[index].spaceBefore
        || (previous.kind == .symbol && ![")", "]"].contains(previous.text)))
    guard prefix, !isDeclarationHeader(index) else { return }
    var last = index + 1
    if next.kind == .symbol && ["(", "["].contains(next.text) {
      guard match[last] > 0 else { return }
      last = match[last]
    } else if ![.word, .integer, .number, .string].contains(next.kind) {
      unparsed += 1
      return
    }
    while last + 1 < tokens.count && !tokens[last + 1].spaceBefore {
      let after = tokens[last + 1]
      if after.text == ".", last + 2 < tokens.count, tokens[last + 2].kind == .word {
        last += 2
      } else if ["(", "["].contains(after.text) && after.kind == .symbol && match[last + 1] > 0 {
        last = match[last + 1]
      } else if ["?", "!"].contains(after.text) && after.kind == .symbol {
        last += 1
      } else {
        break
      }
    }
    if last + 1 < tokens.count, tokens[last + 1].text == "{", !isConditionHeader(index) {
      unparsed += 1
      return
    }
    let operand = MutantSite.Piece.original(tokens[index + 1].start, tokens[last].end)
    addExpression(
      from: index, to: last, operator: "removed negation", mutated: [[operand]],
      summaries: ["removed `!`"], original: [.text("!"), operand])
  }

  private mutating func addInteger(at index: Int) {
    let token = tokens[index]
    if index > 0 && tokens[index - 1].text == "." && !token.spaceBefore { return }
    guard !isDeclarationHeader(index), let value = Int(token.text.filter { $0 != "_" }),
      value < Int(Int32.max)
    else {
      return
    }
    var mutated: [[MutantSite.Piece]] = [[.text(String(value + 1))]]
    var summaries = ["`\(value)` → `\(value + 1)`"]
    if value > 0 {
      mutated.append([.text(String(value - 1))])
      summaries.append("`\(value)` → `\(value - 1)`")
    }
    addExpression(
      from: index, to: index, operator: "integer literal", mutated: mutated, summaries: summaries,
      original: [.text(token.text)])
  }

  private mutating func addReturn(at index: Int) {
    guard let end = statementEnd[index], end > index else { return }
    var block: Int? = blockOf[index]
    while let current = block, [.control, .switchBody].contains(blocks[current].kind) {
      block = blocks[current].parent
    }
    guard let owner = block, [.function, .getter].contains(blocks[owner].kind),
      let type = blocks[owner].returnType?.replacingOccurrences(of: " ", with: "")
    else { return }
    let empty: String
    if type.hasSuffix("?") {
      empty = "nil"
    } else if type.hasPrefix("[") {
      empty = type.contains(":") ? "[:]" : "[]"
    } else if [
      "Int", "Int64", "Int32", "UInt", "UInt64", "UInt32", "UInt8", "Double", "Float",
      "TimeInterval",
    ].contains(type) {
      empty = "0"
    } else if type == "String" {
      empty = "\"\""
    } else if type == "Duration" {
      empty = ".zero"
    } else if type.hasPrefix("Set<") {
      empty = "[]"
    } else {
      return
    }
    // A `switch` or `if` expression may only stand whole after `return`.
    guard !["switch", "if", "do"].contains(tokens[index + 1].text) else { return }
    let expression = text(from: index + 1, to: end)
    guard expression != empty, expression != "[]", expression != "[:]" else { return }
    addExpression(
      from: index + 1, to: end, operator: "replaced return value", mutated: [[.text(empty)]],
      summaries: ["returned `\(empty)`"])
  }

  private static let statementStops: Set<String> = [
    "let", "var", "return", "if", "guard", "for", "while", "switch", "case", "default", "do",
    "catch",
    "throw", "break", "continue", "fallthrough", "defer", "repeat", "func", "init", "deinit",
    "struct",
    "class", "enum", "extension", "protocol", "typealias", "import", "else", "actor", "subscript",
    "get", "set", "willSet", "didSet", "yield",
  ]

  private mutating func addStatementDeletions(in blockIndex: Int) {
    let block = blocks[blockIndex]
    guard ![.top, .type].contains(block.kind) else { return }
    let implicitReturn =
      block.statements.count == 1
      && (block.kind == .closure || block.kind == .getter
        || (block.kind == .function && block.returnType != nil && block.returnType != "Void"))
    guard !implicitReturn, !isExpressionBody(blockIndex) else { return }
    for (start, end) in block.statements {
      let first = tokens[start]
      guard first.kind == .word || first.text == "_" else { continue }
      guard !Self.statementStops.contains(first.text), !Self.modifiers.contains(first.text) else {
        continue
      }
      let range = tokens[start...end]
      guard !range.contains(where: { $0.conditional }) else { continue }
      let depthZeroAssignment = topLevelAssignment(from: start, to: end)
      let calls = range.contains { $0.text == "(" && $0.kind == .symbol }
      guard calls || depthZeroAssignment else { continue }
      // An initializer must set every property, and a constant declared without a value must get
      // one: deleting those assignments does not compile, so they are not tried.
      if insideInitializer(blockIndex) && ["self", "super"].contains(first.text) && start + 2 <= end
        && tokens[start + 2].text == "init"
      {
        continue
      }
      if depthZeroAssignment
        && (insideInitializer(blockIndex) || laterInitialized.contains(first.text))
      {
        continue
      }
      let cancels =
        range.contains { $0.text == "checkCancellation" }
        || (end >= start + 2 && tokens[end - 2].text == "cancel" && tokens[end - 1].text == "(")
      let name = cancels ? "removed cancellation" : "deleted statement"
      let span = MutantSite.Piece.original(first.start, tokens[end].end)
      sites.append(
        MutantSite(
          shape: .statement, start: first.start, end: tokens[end].end, line: first.line,
          original: [span],
          changes: [
            MutantSite.Change(
              operator: name, mutated: [], summary: "deleted `\(collapsed(from: start, to: end))`")
          ]))
    }
  }

  /// Whether a `switch` or `if` block is an expression, whose branches are values, not statements:
  /// after `return` or `=`, or the only statement of a body that returns a value.
  private func isExpressionBody(_ blockIndex: Int) -> Bool {
    let block = blocks[blockIndex]
    guard [.switchBody, .control].contains(block.kind), let parent = block.parent else {
      return false
    }
    let statementWords: Set<String> = [
      "switch", "if", "else", "guard", "for", "while", "do", "catch", "defer", "repeat",
    ]
    if let (word, _) = leadingWord(from: block.header, to: tokens.count),
      !statementWords.contains(word)
    {
      return true
    }
    let owner = blocks[parent]
    let returnsValue =
      owner.kind == .closure || owner.kind == .getter
      || (owner.kind == .function && owner.returnType != nil && owner.returnType != "Void")
    if returnsValue && owner.statements.count == 1 && owner.statements[0].start == block.header {
      return true
    }
    return (owner.kind == .switchBody || owner.kind == .control) && isExpressionBody(parent)
  }

  private func insideInitializer(_ blockIndex: Int) -> Bool {
    var current: Int? = blockIndex
    while let index = current {
      if blocks[index].kind == .initializer { return true }
      if [.function, .getter, .closure, .type].contains(blocks[index].kind) { return false }
      current = blocks[index].parent
    }
    return false
  }

  /// The names of constants declared without a value (`let answer: Answer`), set later.
  private var laterInitialized: Set<String> {
    var names = Set<String>()
    for index in tokens.indices.dropLast(2)
    where tokens[index].text == "let" && tokens[index + 2].text == ":" {
      let end = statementEnd[statementStart[index]] ?? index
      if !tokens[index...max(index, end)].contains(where: { $0.text == "=" }) {
        names.insert(tokens[index + 1].text)
      }
    }
    return names
  }

  private func topLevelAssignment(from start: Int, to end: Int) -> Bool {
    var index = start
    while index <= end {
      let token = tokens[index]
      if token.kind == .symbol && ["(", "[", "{"].contains(token.text) && match[index] > index {
        index = match[index] + 1
        continue
      }
      if token.kind == .symbol && Self.assignments.contains(token.text) { return true }
      index += 1
    }
    return false
  }
}
