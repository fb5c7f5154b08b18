// swift-tools-version: 6.1
// The RxSubjects benchmark: a release-mode executable, kept out of the root package so that
// `swift test` never builds it. Run it with `scripts/bench-rx`, which also measures RxSwift 6.10.2
// in the same run when the reference is on this machine.
//
// RXBENCH_REFERENCE names the folder of the RxSwift reference package (scripts/bench-rx sets it);
// unset or empty, the benchmark measures RxSubjects alone. The environment, not a file check, decides,
// because SwiftPM re-reads a manifest when its environment changes.
import Foundation
import PackageDescription

let reference = Context.environment["RXBENCH_REFERENCE"].flatMap { $0.isEmpty ? nil : $0 }
// A path dependency's identity is its folder's name.
let referenceIdentity = reference.map { URL(fileURLWithPath: $0).lastPathComponent.lowercased() }

var benchDependencies: [Target.Dependency] = [
    .product(name: "RxSubjects", package: "RxBook"),
    "MallocCounter",
]
var packageDependencies: [Package.Dependency] = [.package(name: "RxBook", path: "..")]
var benchSettings: [SwiftSetting] = []
if let reference, let referenceIdentity {
    packageDependencies.append(.package(path: reference))
    benchDependencies += [
        .product(name: "RxSwift", package: referenceIdentity),
        .product(name: "RxRelay", package: referenceIdentity),
    ]
    benchSettings.append(.define("RXSWIFT_REFERENCE"))
}

let package = Package(
    name: "RxBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: packageDependencies,
    targets: [
        // Counts calls to malloc and friends, by defining them in the executable (see the header).
        .target(name: "MallocCounter"),
        // The site benchmark: bookgen's pipeline on a synthetic book (scripts/bench-site).
        .executableTarget(name: "SiteBench", dependencies: [.product(name: "BookPipeline", package: "RxBook")]),
        // Both libraries link into one executable: their module names differ (RxSubjects/RxRelays,
        // RxSwift/RxRelay), and each file imports one of them only.
        .executableTarget(name: "RxBench", dependencies: benchDependencies, swiftSettings: benchSettings),
    ]
)
