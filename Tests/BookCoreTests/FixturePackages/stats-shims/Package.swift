// swift-tools-version: 5.9
// A fixture for bookgen's tests, the dependency of ../stats: a Swift library over a C target with a
// module map of its own (include/module.modulemap), which links the C maths library, as
// swift-numerics' RealModule is over _NumericsShims.
import PackageDescription

let package = Package(
    name: "stats-shims",
    products: [.library(name: "Rounding", targets: ["Rounding"])],
    targets: [
        .target(name: "_RoundingShims", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "Rounding", dependencies: ["_RoundingShims"]),
    ]
)
