// swift-tools-version: 6.2
import PackageDescription

// Tools that measure and stress the cities package from outside; `bench/run` and the CI scripts
// build them in release mode. They depend on the root package, so they measure its real code.
let package = Package(
  name: "CitiesKataBench",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "CitiesKata", path: "..")],
  targets: [
    .executableTarget(
      name: "store-stress",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesData", package: "CitiesKata"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "api-limits",
      dependencies: [
        .product(name: "CitiesData", package: "CitiesKata"),
        .product(name: "CitiesNetworkTestSupport", package: "CitiesKata"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(name: "slow-server", swiftSettings: [.treatAllWarnings(as: .error)]),
    .executableTarget(
      name: "store-benchmark",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesData", package: "CitiesKata"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
