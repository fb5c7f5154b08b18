// swift-tools-version: 6.1
// The RxSubjects benchmark: a release-mode executable, kept out of the root package so that
// `swift test` never builds it. Run it with `scripts/bench-rx`.
import PackageDescription

let package = Package(
    name: "RxBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "RxBook", path: ".."),
    ],
    targets: [
        // Counts calls to malloc and friends, by defining them in the executable (see the header).
        .target(name: "MallocCounter"),
        // The site benchmark: bookgen's pipeline on a synthetic book (scripts/bench-site).
        .executableTarget(name: "SiteBench", dependencies: [.product(name: "BookPipeline", package: "RxBook")]),
        .executableTarget(
            name: "RxBench",
            dependencies: [
                .product(name: "RxSubjects", package: "RxBook"),
                "MallocCounter",
            ]
        ),
    ]
)
