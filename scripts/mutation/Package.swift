// swift-tools-version: 6.2
import PackageDescription

// The mutation runner: it copies the cities package into .build-mutation/, compiles every selected
// mutant into one build behind a run-time switch, and runs each against the tests that own its
// target (docs/DECISIONS.md, "Testability, measured"). Built in release mode by scripts/mutate.
let package = Package(
  name: "CitiesMutation",
  platforms: [.macOS(.v15)],
  targets: [
    .executableTarget(name: "mutate", swiftSettings: [.treatAllWarnings(as: .error)])
  ],
  swiftLanguageModes: [.v6]
)
