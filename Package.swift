// swift-tools-version: 6.2
import PackageDescription

/// Every target of our own treats a warning as an error, so the kata never teaches by bad example.
let strictSettings: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "CitiesKata",
  // Mutex (Synchronization) sets the floor: macOS 15 and iOS 18.
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "CitiesDomain", targets: ["CitiesDomain"]),
    .library(name: "CitiesData", targets: ["CitiesData"]),
    .library(name: "CitiesTestSupport", targets: ["CitiesTestSupport"]),
  ],
  targets: [
    .target(name: "CitiesDomain", swiftSettings: strictSettings),
    .target(name: "CitiesData", dependencies: ["CitiesDomain"], swiftSettings: strictSettings),
    .target(
      name: "CitiesTestSupport",
      dependencies: ["CitiesDomain", "CitiesData"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesDomainTests",
      dependencies: ["CitiesDomain", "CitiesTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesDataTests",
      dependencies: ["CitiesDomain", "CitiesData", "CitiesTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CitiesTestSupportTests",
      dependencies: ["CitiesTestSupport"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
