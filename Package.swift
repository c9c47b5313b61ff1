// swift-tools-version: 6.3
import PackageDescription

/// Every target of our own treats a warning as an error, so the kata never teaches by bad example.
let strictSettings: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "CitiesKata",
  // Declared, not needed: nothing here uses more than Observation, which came with macOS 14 and
  // iOS 17 (docs/DECISIONS.md, "Platforms").
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "CitiesDomain", targets: ["CitiesDomain"]),
    .library(name: "CitiesData", targets: ["CitiesData"]),
    .library(name: "CitiesPresentationWords", targets: ["CitiesPresentationWords"]),
    .library(name: "CitiesPatternList", targets: ["CitiesPatternList"]),
    .library(name: "CitiesMVP", targets: ["CitiesMVP"]),
    .library(name: "CitiesVIP", targets: ["CitiesVIP"]),
    .library(name: "CitiesMVVM", targets: ["CitiesMVVM"]),
    .library(name: "CitiesVIPER", targets: ["CitiesVIPER"]),
    .library(name: "CitiesRedux", targets: ["CitiesRedux"]),
    .library(name: "CitiesTestSupport", targets: ["CitiesTestSupport"]),
    .library(name: "CitiesNetworkTestSupport", targets: ["CitiesNetworkTestSupport"]),
    .library(name: "CitiesVIPTestSupport", targets: ["CitiesVIPTestSupport"]),
    .library(name: "CitiesReduxTestSupport", targets: ["CitiesReduxTestSupport"]),
    .executable(name: "cities", targets: ["cities"]),
  ],
  targets: [
    .target(name: "CitiesDomain", swiftSettings: strictSettings),
    .target(name: "CitiesData", dependencies: ["CitiesDomain"], swiftSettings: strictSettings),
    // The feature's words and the formatting rules every pattern shares: values into words, no
    // state, no I/O, no decision about when a message shows.
    .target(
      name: "CitiesPresentationWords", dependencies: ["CitiesDomain"],
      swiftSettings: strictSettings),
    // The one list of the patterns, which the app, the conformance stories and the scripts read.
    .target(name: "CitiesPatternList", swiftSettings: strictSettings),
    // The presentation patterns: each sees the domain and the words, nothing that does work.
    .target(
      name: "CitiesMVP", dependencies: ["CitiesDomain", "CitiesPresentationWords"],
      swiftSettings: strictSettings),
    .target(
      name: "CitiesVIP", dependencies: ["CitiesDomain", "CitiesPresentationWords"],
      swiftSettings: strictSettings),
    .target(
      name: "CitiesMVVM", dependencies: ["CitiesDomain", "CitiesPresentationWords"],
      swiftSettings: strictSettings),
    .target(
      name: "CitiesVIPER", dependencies: ["CitiesDomain", "CitiesPresentationWords"],
      swiftSettings: strictSettings),
    .target(
      name: "CitiesRedux", dependencies: ["CitiesDomain", "CitiesPresentationWords"],
      swiftSettings: strictSettings),
    // The terminal toolkit: the session, commands, rendering, compare and the trace's types. It
    // composes nothing and knows no pattern, so a learner never needs to open it.
    .target(
      name: "CitiesTerminalKit",
      dependencies: ["CitiesDomain", "CitiesPatternList", "CitiesPresentationWords"],
      swiftSettings: strictSettings),
    // The app a learner reads beside each pattern: per pattern its terminal views, its navigation
    // and its composer; and the composition root, which chooses the gateways.
    .target(
      name: "CitiesApp",
      dependencies: [
        "CitiesTerminalKit", "CitiesPatternList", "CitiesDomain", "CitiesPresentationWords",
        "CitiesData", "CitiesMVP", "CitiesVIP", "CitiesMVVM", "CitiesVIPER", "CitiesRedux",
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "cities", dependencies: ["CitiesApp", "CitiesTerminalKit"],
      swiftSettings: strictSettings),
    // The test support every test target and exercise shares: the domain's doubles, the test clock,
    // the release check, fixtures, tags. It knows no pattern and no network, so none of them
    // compiles a pattern or the network's doubles for its sake.
    .target(
      name: "CitiesTestSupport", dependencies: ["CitiesDomain"], swiftSettings: strictSettings),
    // The URLProtocol stub and the loopback HTTP server, for the data layer's and the app's tests.
    .target(
      name: "CitiesNetworkTestSupport", dependencies: ["CitiesTestSupport"],
      swiftSettings: strictSettings),
    // Each pattern's doubles, named after the protocols they replace, beside that pattern alone.
    .target(
      name: "CitiesMVPTestSupport",
      dependencies: ["CitiesMVP", "CitiesDomain", "CitiesTestSupport"],
      swiftSettings: strictSettings),
    .target(
      name: "CitiesVIPTestSupport",
      dependencies: ["CitiesVIP", "CitiesDomain", "CitiesTestSupport"],
      swiftSettings: strictSettings),
    .target(
      name: "CitiesMVVMTestSupport",
      dependencies: ["CitiesMVVM", "CitiesDomain", "CitiesTestSupport"],
      swiftSettings: strictSettings),
    .target(
      name: "CitiesVIPERTestSupport",
      dependencies: [
        "CitiesVIPER", "CitiesDomain", "CitiesPresentationWords", "CitiesTestSupport",
      ],
      swiftSettings: strictSettings),
    .target(
      name: "CitiesReduxTestSupport",
      dependencies: ["CitiesRedux", "CitiesDomain", "CitiesTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "CitiesDomainTests",
      dependencies: ["CitiesDomain", "CitiesTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesDataTests",
      dependencies: [
        "CitiesDomain", "CitiesData", "CitiesTestSupport", "CitiesNetworkTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    // The words against docs/SCENES.md: neither can change without the other.
    .testTarget(
      name: "CitiesPresentationWordsTests",
      dependencies: ["CitiesPresentationWords", "CitiesDomain", "CitiesTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesMVPTests",
      dependencies: [
        "CitiesMVP", "CitiesMVPTestSupport", "CitiesDomain", "CitiesPresentationWords",
        "CitiesTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesVIPTests",
      dependencies: [
        "CitiesVIP", "CitiesVIPTestSupport", "CitiesDomain", "CitiesPresentationWords",
        "CitiesTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesMVVMTests",
      dependencies: [
        "CitiesMVVM", "CitiesMVVMTestSupport", "CitiesDomain", "CitiesPresentationWords",
        "CitiesTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesVIPERTests",
      dependencies: [
        "CitiesVIPER", "CitiesVIPERTestSupport", "CitiesDomain", "CitiesPresentationWords",
        "CitiesTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesReduxTests",
      dependencies: [
        "CitiesRedux", "CitiesReduxTestSupport", "CitiesDomain", "CitiesPresentationWords",
        "CitiesTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    // One table of user stories run against every pattern, TodoMVC style.
    .testTarget(
      name: "CitiesConformanceTests",
      dependencies: [
        "CitiesDomain", "CitiesData", "CitiesPatternList", "CitiesMVP", "CitiesVIP", "CitiesMVVM",
        "CitiesVIPER", "CitiesRedux", "CitiesTestSupport", "CitiesMVPTestSupport",
        "CitiesVIPTestSupport", "CitiesMVVMTestSupport", "CitiesVIPERTestSupport",
        "CitiesReduxTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesTerminalTests",
      dependencies: [
        "CitiesApp", "CitiesTerminalKit", "CitiesPatternList", "CitiesDomain", "CitiesData",
        "CitiesTestSupport", "CitiesNetworkTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesTestSupportTests",
      dependencies: ["CitiesDomain", "CitiesTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesNetworkTestSupportTests",
      dependencies: ["CitiesNetworkTestSupport"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
