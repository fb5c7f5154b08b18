// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RxBook",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RxSubjects", targets: ["RxSubjects", "RxRelays"]),
    ],
    targets: [
        // The bundled reactive library, split as RxSwift splits RxSwift and RxRelay.
        .target(name: "RxSubjects"),
        .target(name: "RxRelays", dependencies: ["RxSubjects"]),
        // What every book snippet sees besides the library: `example(of:)` and friends.
        .target(name: "SnippetSupport"),

        .testTarget(name: "RxSubjectsTests", dependencies: ["RxSubjects", "RxRelays"]),
    ]
)
