// swift-tools-version: 5.9
// A fixture for bookgen's tests: a Swift library over C modules, as swift-algorithms is over
// swift-numerics. Stats imports CTally, a C target of its own whose module map SwiftPM generates,
// and Rounding from the package beside it, which imports a C target with a module map of its own.
import PackageDescription

let package = Package(
    name: "stats",
    products: [.library(name: "Stats", targets: ["Stats"])],
    dependencies: [.package(path: "../stats-shims")],
    targets: [
        .target(name: "CTally"),
        .target(name: "Stats", dependencies: ["CTally", .product(name: "Rounding", package: "stats-shims")]),
    ]
)
