/// Writes a file with its selected mutants built in.
///
/// Each expression site becomes
/// `(__mutant(7) ? mutated : original)`, each statement site `if !__mutant(7) { original }`,
/// nested as the sites nest. It records the lines each site spans in the output, so that a
/// compiler error can be traced back to the site that caused it.
struct SchemaWriter {
  private final class Node {
    let site: Int
    var children: [Node] = []
    init(site: Int) { self.site = site }
  }

  let source: [UInt8]
  let sites: [MutantSite]
  /// The selected mutants of each site, each a change of the site and the id that switches it on.
  ///
  /// A sample may select some of a site's changes only; a site without any is left as it is.
  let ids: [Int: [(change: Int, id: Int)]]

  /// The written file, and the output lines of each site written.
  func write() -> (text: String, lines: [Int: ClosedRange<Int>]) {
    var output: [UInt8] = []
    var lines: [Int: ClosedRange<Int>] = [:]
    var line = 1
    let roots = tree()

    func emit(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        output.append(byte)
        if byte == UInt8(ascii: "\n") { line += 1 }
      }
    }

    func range(_ start: Int, _ end: Int, _ nodes: [Node]) {
      var position = start
      for node in nodes where sites[node.site].start >= start && sites[node.site].end <= end {
        let site = sites[node.site]
        guard site.start >= position else { continue }
        emit(source[position..<site.start])
        render(node)
        position = site.end
      }
      emit(source[position..<end])
    }

    func pieces(_ list: [MutantSite.Piece], _ nodes: [Node]) {
      for piece in list {
        switch piece {
        case .text(let text): emit(text.utf8)
        case .original(let start, let end): range(start, end, nodes)
        }
      }
    }

    func render(_ node: Node) {
      let site = sites[node.site]
      let first = line
      let siteIDs = ids[node.site] ?? []
      switch site.shape {
      case .statement:
        emit("if !__mutant(\(siteIDs[0].id)) { ".utf8)
        pieces(site.original, node.children)
        emit(" }".utf8)
      case .expression:
        emit("(".utf8)
        for selected in siteIDs {
          emit("__mutant(\(selected.id)) ? ".utf8)
          pieces(site.changes[selected.change].mutated, node.children)
          emit(" : ".utf8)
        }
        pieces(site.original, node.children)
        emit(")".utf8)
      }
      lines[node.site] = first...line
    }

    range(0, source.count, roots)
    return (String(decoding: output, as: UTF8.self), lines)
  }

  /// The selected sites as a forest by containment; a site that overlaps another without
  /// containing it, or being contained, is left out.
  private func tree() -> [Node] {
    let order = ids.keys.sorted {
      (sites[$0].start, -sites[$0].end, $0) < (sites[$1].start, -sites[$1].end, $1)
    }
    var roots: [Node] = []
    var stack: [Node] = []
    for index in order {
      let site = sites[index]
      while let top = stack.last, sites[top.site].end <= site.start { stack.removeLast() }
      if let top = stack.last, sites[top.site].end < site.end { continue }
      let node = Node(site: index)
      if let top = stack.last { top.children.append(node) } else { roots.append(node) }
      stack.append(node)
    }
    return roots
  }
}
