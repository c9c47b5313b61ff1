// swift-tools-version: 6.3
// Made by scripts/kata.py from its table of exercises; run it to change this file.
import PackageDescription

let package = Package(
  name: "CitiesKataExercises",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "CitiesKata", path: "..")],
  targets: [
    .target(name: "KataSupport", path: "KataSupport"),
    .testTarget(
      name: "Exercise01",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
        "KataSupport",
      ],
      path: "01-domain-use-cases", exclude: ["README.md"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise02",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesData", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
        "KataSupport",
      ],
      path: "02-file-gateway", exclude: ["README.md"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise03",
      dependencies: [
        .product(name: "CitiesData", package: "CitiesKata"),
        .product(name: "CitiesNetworkTestSupport", package: "CitiesKata"),
      ],
      path: "03-api-client-tests", exclude: ["README.md"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise04",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesPresentationWords", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
        "KataSupport",
      ],
      path: "04-mvp-cities-presenter", exclude: ["README.md"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise05",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesPresentationWords", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
        "KataSupport",
      ],
      path: "05-vip-cities-scene", exclude: ["README.md"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise06",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesPresentationWords", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
        "KataSupport",
      ],
      path: "06-mvvm-cities-view-model", exclude: ["README.md"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise07",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesVIP", package: "CitiesKata"),
        .product(name: "CitiesVIPTestSupport", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
      ],
      path: "07-search-timing-tests", exclude: ["README.md"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise08MVP",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesPresentationWords", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
        "KataSupport",
      ],
      path: "08-change-request/MVP",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise08VIP",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesPresentationWords", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
        "KataSupport",
      ],
      path: "08-change-request/VIP",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise08MVVM",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesPresentationWords", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
        "KataSupport",
      ],
      path: "08-change-request/MVVM",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "Exercise09",
      dependencies: [
        .product(name: "CitiesDomain", package: "CitiesKata"),
        .product(name: "CitiesData", package: "CitiesKata"),
        .product(name: "CitiesPresentationWords", package: "CitiesKata"),
        .product(name: "CitiesTestSupport", package: "CitiesKata"),
        "KataSupport",
      ],
      path: "09-pattern-of-your-own", exclude: ["README.md"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
