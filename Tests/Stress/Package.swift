// swift-tools-version: 6.1
// The RxSubjects concurrency stress tests, a package of their own so that they can be built with
// ThreadSanitizer without rebuilding the root package's other dependencies that way:
//   swift test --package-path Tests/Stress --scratch-path .build-tsan --sanitize=thread
// (scripts/test runs exactly that, and fails on any ThreadSanitizer report).
import PackageDescription

let package = Package(
    name: "RxStress",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "RxBook", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "StressTests",
            dependencies: [.product(name: "RxSubjects", package: "RxBook")]
        ),
    ]
)
