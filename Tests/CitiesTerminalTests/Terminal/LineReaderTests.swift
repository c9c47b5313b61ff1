import CitiesTestSupport
import Foundation
import Testing

@testable import CitiesTerminalKit

@MainActor
@Suite("Reading command lines")
struct LineReaderTests {
  @Test(
    "LF, CRLF and a lone CR each end one line, wherever the reads split the input",
    arguments: [1, 2, 3, 7, 64])
  func lineEnds(chunkSize: Int) throws {
    let bytes = Array("add lon\r\npick 1\rlist\n\r\nback".utf8)

    let lines = try readAll(makeSUT(bytes, chunkSize: chunkSize))

    #expect(lines == ["add lon", "pick 1", "list", "", "back"])
  }

  @Test("A line of exactly 4096 bytes is read; one of 4097 is skipped to its end and reported")
  func longLine() throws {
    let longest = String(repeating: "a", count: LineReader.limit)
    var sut = makeSUT(Array("\(longest)\n\(longest)b\r\nlist\n".utf8), chunkSize: 1000)

    let first = try sut.readLine()
    #expect(throws: UsageError("Line 2 is longer than 4096 bytes; it was skipped, not run.")) {
      try sut.readLine()
    }
    let third = try sut.readLine()

    #expect(first == longest)
    #expect(third == "list")
    #expect(try sut.readLine() == nil)
  }

  @Test("An endless line is skipped without keeping it: only its hint comes, at the end")
  func endlessLine() throws {
    var chunks = 0
    var sut = LineReader {
      chunks += 1
      return chunks <= 64 ? [UInt8](repeating: 0, count: 65_536) : []
    }

    #expect(throws: UsageError("Line 1 is longer than 4096 bytes; it was skipped, not run.")) {
      try sut.readLine()
    }
    #expect(try sut.readLine() == nil)
  }

  @Test("At a terminal, a read that ends before the line does is Ctrl-D: that line is refused")
  func terminalPartLine() throws {
    var sut = makeSUT(chunks: ["list\n", "delete 1", ""], source: .terminal)

    let first = try sut.readLine()
    #expect(
      throws: UsageError(
        #""delete 1" was not run: Ctrl-D came before Enter. Press Ctrl-D again to leave."#)
    ) { try sut.readLine() }
    let afterIt = try sut.readLine()

    #expect(first == "list")
    #expect(afterIt == nil)
  }

  @Test("From a file or a pipe, the last line is read though no line break ends it")
  func streamPartLine() throws {
    let lines = try readAll(makeSUT(chunks: ["list\n", "delete 1", ""], source: .stream))

    #expect(lines == ["list", "delete 1"])
  }

  @Test("Bytes that are not UTF-8 become U+FFFD, and the rest of the line is kept")
  func invalidUTF8() throws {
    let bytes: [UInt8] = Array("add b".utf8) + [0xFF, 0xC3] + Array("r\nlist\n".utf8)

    let lines = try readAll(makeSUT(bytes, chunkSize: 4))

    #expect(lines == ["add b\u{FFFD}\u{FFFD}r", "list"])
  }

  @Test("A script file and standard input give the same lines from the same bytes")
  func scriptAndStandardInputAgree() throws {
    let bytes =
      Array("add lon\r\npick\u{FF} 1\rlist".utf8) + [0xFE, 0x0A]
      + Array(String(repeating: "x", count: 5000).utf8) + [0x0A, 0x62]
    let folder = try TemporaryDirectory()
    let file = folder.file(named: "script.txt")
    try Data(bytes).write(to: file)
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(bytes))
    try pipe.fileHandleForWriting.close()

    let fromScript = results(of: try InputFile(path: file.path(percentEncoded: false)))
    let fromStandardInput = results(
      of: InputFile(fileDescriptor: pipe.fileHandleForReading.fileDescriptor))

    #expect(fromScript == fromStandardInput)
    #expect(fromScript.count == 5)
  }

  private func makeSUT(_ bytes: [UInt8], chunkSize: Int) -> LineReader {
    var remaining = ArraySlice(bytes)
    return LineReader {
      defer { remaining = remaining.dropFirst(chunkSize) }
      return Array(remaining.prefix(chunkSize))
    }
  }

  /// A reader of these chunks, one per read, as a terminal or a pipe would hand them over.
  private func makeSUT(chunks: [String], source: LineReader.Source) -> LineReader {
    var remaining = chunks.map { Array($0.utf8) }[...]
    return LineReader(source: source) { remaining.popFirst() ?? [] }
  }

  private func readAll(_ reader: LineReader) throws -> [String] {
    var reader = reader
    var lines: [String] = []
    while let line = try reader.readLine() { lines.append(line) }
    return lines
  }

  private func results(of input: any LineInput) -> [Result<String, UsageError>] {
    var results: [Result<String, UsageError>] = []
    while true {
      do throws(UsageError) {
        guard let line = try input.readLine() else { return results }
        results.append(.success(line))
      } catch {
        results.append(.failure(error))
      }
    }
  }
}
