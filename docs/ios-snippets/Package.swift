// swift-tools-version: 6.3
import PackageDescription

// The screens of docs/IOS.md, compiled against the real package so that the page cannot
// drift from it. On Apple's systems they build for iOS with the real UIKit and SwiftUI:
//   xcodebuild -scheme IOSSnippets -destination 'generic/platform=iOS Simulator' build
// Linux has neither framework, so there two stand-in modules declare the few Apple API the
// screens use; that checks this package's side of every call, not Apple's.

/// The root package's products the screens use.
let patterns = [
  "CitiesDomain", "CitiesMVP", "CitiesVIP", "CitiesMVVM", "CitiesVIPER", "CitiesRedux",
]

/// Warnings are errors here too, as in the root package.
let strictSettings: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
]

var snippetDependencies: [Target.Dependency] = patterns.map {
  .product(name: $0, package: "CitiesKata")
}
var targets: [Target] = []

#if !canImport(Darwin)
  snippetDependencies += ["UIKit", "SwiftUI"]
  targets += [
    .target(name: "UIKit", path: "StandIns/UIKit", swiftSettings: strictSettings),
    .target(name: "SwiftUI", path: "StandIns/SwiftUI", swiftSettings: strictSettings),
  ]
#endif

targets.append(
  .target(name: "IOSSnippets", dependencies: snippetDependencies, swiftSettings: strictSettings))

let package = Package(
  name: "IOSSnippets",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [.library(name: "IOSSnippets", targets: ["IOSSnippets"])],
  dependencies: [.package(name: "CitiesKata", path: "../..")],
  targets: targets,
  swiftLanguageModes: [.v6]
)
