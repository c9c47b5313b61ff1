import CitiesTestSupport
import Foundation
import Testing

/// Each exit code of the app, and each refused option, as a shell sees them: every test runs the
/// app in a child process of its own (an exit test) and checks the status it ends with and what
/// it wrote to standard output and standard error.
@Suite("The exit code of every way a run of cities ends", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct ExitCodeTests {
  @Test("--help exits with 0 and prints the usage on standard output")
  func help() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(0), observing: [\.standardOutputContent, \.standardErrorContent]
    ) { await CitiesProcess.run(["--help"]) }

    #expect(text(result.standardOutputContent).hasPrefix("Usage: cities"))
    #expect(!text(result.standardErrorContent).contains("cities:"))
  }

  @Test("A script whose every command worked exits with 0")
  func scriptSucceeds() async throws {
    let folder = try TemporaryDirectory()
    let script = try write("add ber\npick 1\nopen 1\n", named: "script.txt", in: folder)
    let store = folder.file(named: "cities.json").path(percentEncoded: false)

    let result = try await #require(
      processExitsWith: .exitCode(0), observing: [\.standardOutputContent]
    ) { [script = script as String, store = store as String] in
      await CitiesProcess.run(["--script", script, "--store", store])
    }

    #expect(text(result.standardOutputContent).contains("  Today  "))
  }

  @Test("A script in which a command was refused exits with 1, after running the rest")
  func scriptFails() async throws {
    let folder = try TemporaryDirectory()
    let script = try write("fly\nadd ber\n", named: "script.txt", in: folder)
    let store = folder.file(named: "cities.json").path(percentEncoded: false)

    let result = try await #require(
      processExitsWith: .exitCode(1), observing: [\.standardOutputContent]
    ) { [script = script as String, store = store as String] in
      await CitiesProcess.run(["--script", script, "--store", store])
    }

    let output = text(result.standardOutputContent)
    #expect(output.contains(#"Unknown command "fly". Type "help" for the commands."#))
    #expect(output.contains("  1  Berlin  Germany"))
  }

  @Test("compare exits with 0 when every pattern showed the same screens")
  func compareAgrees() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(0), observing: [\.standardOutputContent]
    ) { await CitiesProcess.run(["compare"]) }

    #expect(
      text(result.standardOutputContent).contains("The screens are identical after every command."))
  }

  @Test(
    "Each refused option or variable exits with 2, says why on standard error, and prints nothing else",
    arguments: Refusal.all)
  func refused(refusal: Refusal) async throws {
    let result = try await #require(
      processExitsWith: .exitCode(2), observing: [\.standardOutputContent, \.standardErrorContent]
    ) { [refusal] in
      await CitiesProcess.run(refusal.arguments, environment: refusal.environment)
    }

    let lines = text(result.standardErrorContent).split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("cities: ") == true)
    #expect(lines.first?.contains(#""\#(refusal.quoted)""#) == true)
    #expect(lines.contains { $0.hasPrefix("Usage: cities") } == refusal.showsUsage)
    #expect(!text(result.standardOutputContent).contains("Cities Kata"))
  }

  // Swift Testing 6.3.1 hands back a marker of its own for a stream the child never wrote to
  // (swiftlang/swift-testing#1693), so "nothing printed" is checked as "none of the app's words".
  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  private func write(_ text: String, named name: String, in folder: TemporaryDirectory) throws
    -> String
  {
    let file = folder.file(named: name)
    try Data(text.utf8).write(to: file)
    return file.path(percentEncoded: false)
  }
}

/// One way to start `cities` that it refuses, and what its refusal must quote back.
struct Refusal: Codable, Sendable, CustomTestStringConvertible {
  let arguments: [String]
  var environment: [String: String] = [:]
  /// The word the refusal quotes: the option, the argument, or the variable's value.
  let quoted: String
  /// Whether the usage follows: it does for a mistyped command line, not for a variable's value
  /// or a script that cannot be read, which the usage would not help with.
  var showsUsage = true

  var testDescription: String {
    let variables = environment.map { "\($0.key)=\($0.value)" }.sorted()
    return (variables + ["cities"] + arguments).joined(separator: " ")
  }

  static let all = [
    Refusal(arguments: ["--pattern"], quoted: "--pattern"),
    Refusal(arguments: ["--pattern", "mvc"], quoted: "mvc"),
    Refusal(arguments: ["--bogus"], quoted: "--bogus"),
    Refusal(arguments: ["list"], quoted: "list"),
    Refusal(arguments: ["--live=yes"], quoted: "--live"),
    Refusal(arguments: ["--trace=on"], quoted: "--trace"),
    Refusal(arguments: ["--api-base", "ftp://example.org"], quoted: "--api-base"),
    Refusal(arguments: ["--store", ""], quoted: "--store"),
    Refusal(
      arguments: ["--script", "/nonexistent/script.txt"], quoted: "/nonexistent/script.txt",
      showsUsage: false),
    Refusal(arguments: ["--mermaid"], quoted: "--mermaid"),
    Refusal(arguments: ["compare", "one.txt", "two.txt"], quoted: "two.txt"),
    Refusal(
      arguments: ["compare", "/nonexistent/script.txt"], quoted: "/nonexistent/script.txt",
      showsUsage: false),
    Refusal(arguments: ["compare", "--pattern", "vip"], quoted: "--pattern"),
    Refusal(arguments: ["compare", "--store", "cities.json"], quoted: "--store"),
    Refusal(arguments: ["compare", "--trace"], quoted: "--trace"),
    Refusal(arguments: ["compare", "--live"], quoted: "--live"),
    Refusal(arguments: ["compare", "--api-base", "http://localhost:8080"], quoted: "--api-base"),
    Refusal(arguments: ["compare", "--script", "script.txt"], quoted: "--script"),
    Refusal(
      arguments: [], environment: ["CITIES_STORE": ""], quoted: "CITIES_STORE=cities.json",
      showsUsage: false),
    Refusal(
      arguments: [], environment: ["CITIES_API_BASE": "localhost"], quoted: "localhost",
      showsUsage: false),
    Refusal(
      arguments: ["--live"], environment: ["CITIES_API_TIMEOUT": "soon"], quoted: "soon",
      showsUsage: false),
  ]
}
