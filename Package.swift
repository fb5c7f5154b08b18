// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RxBook",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RxSubjects", targets: ["RxSubjects", "RxRelays", "RxCocoaTraits"]),
        // RxTest and RxBlocking's counterparts, for testing code written with the library.
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "RxBlockingCalls", targets: ["RxBlockingCalls"]),
        // For the benchmarks package, which drives the pipeline on synthetic books.
        .library(name: "BookPipeline", targets: ["BookPipeline"]),
        .executable(name: "bookgen", targets: ["bookgen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The bundled reactive library, split as RxSwift splits RxSwift and RxRelay.
        .target(name: "RxSubjects"),
        .target(name: "RxRelays", dependencies: ["RxSubjects"]),
        // RxCocoa's platform-independent part (Driver, Signal, ControlProperty, bind(to:)), as RxCocoa sits on RxRelay.
        .target(name: "RxCocoaTraits", dependencies: ["RxSubjects", "RxRelays"]),
        // RxTest's counterpart: a virtual-time TestScheduler, test observables and observers, and
        // XCTest assertions on recorded events (XCTest comes with the toolchain).
        .target(name: "RxTesting", dependencies: ["RxSubjects"]),
        // RxBlocking's counterpart: toBlocking() and the calls that wait for a sequence's events.
        .target(name: "RxBlockingCalls", dependencies: ["RxSubjects"]),

        // bookgen: Markdown -> chapters -> snippets -> compiled and run -> verified -> pages.
        // cmark-gfm, seen only by BookMarkdown. Debian's libcmark-gfm.pc links both libraries,
        // and the extension headers ship only in libcmark-gfm-extensions-dev.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Markdown source -> Swift values with source ranges; the only importer of the C API.
        .target(name: "BookMarkdown", dependencies: ["CCmarkGFM"]),
        // Book model and book.toml, snippet extraction, environments, compiling, running, verifying,
        // caching: `check` returns a CheckedBook, the one input of every renderer.
        // Assets (here and below) are files embedded into the binary as bytes (`PackageResources`),
        // so an installed bookgen needs nothing beside it. The supervisor is Swift that bookgen
        // compiles at run time, not a source of BookCore: it is `.swift.txt` because editors take a
        // `.swift` file there for one, and Swift Build warns about a `.swift` resource.
        .target(name: "BookCore", dependencies: [
            "BookMarkdown",
            .product(name: "TOMLKit", package: "TOMLKit"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ], resources: [.embedInCode("Compile/Resources/supervisor.swift.txt"), .embedInCode("Compile/Resources/program-runner.swift.txt")]),
        // One checked chapter -> HTML or XHTML: markup, links, highlighted code, verdict badges,
        // marble diagrams. The site and the EPUB both render chapters through it, as siblings.
        .target(name: "BookHTML", dependencies: [
            "BookCore",
            "BookMarkdown",
            .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // Rendered chapters -> the site's pages, print page, search index and theme; the theme's files are embedded.
        .target(name: "BookSite", dependencies: [
            "BookCore",
            "BookHTML",
            "BookMarkdown",
            .product(name: "Mustache", package: "swift-mustache"),
        ], resources: ["page.mustache", "bookgen.css", "chrome.js", "reading.js", "search.js", "keyboard.js"].map {
            .embedInCode("Theme/Resources/" + $0)
        }),
        // Files -> a ZIP archive whose bytes depend on the files only (ZIPFoundation packs it).
        .target(name: "BookArchive", dependencies: [
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        // Rendered chapters (BookHTML's XHTML) -> one EPUB 3 file; its style sheet is embedded.
        .target(name: "BookEPUB", dependencies: [
            "BookCore",
            "BookHTML",
            "BookArchive",
        ], resources: [.embedInCode("Resources/epub.css")]),
        // Verified chapters -> a SwiftPM package per chapter, zipped, that prints what the page prints.
        .target(name: "BookDownloads", dependencies: [
            "BookCore",
            "BookArchive",
        ]),
        // The pipeline under the commands: `build` (check, render with every renderer, write the output
        // folder), `serve` (the same in a loop, served on 127.0.0.1 by FlyingFox, which brings no
        // other package) and `init` (a new book, from the embedded files of Init/Template).
        .target(name: "BookPipeline", dependencies: [
            "BookCore",
            "BookHTML",
            "BookSite",
            "BookEPUB",
            "BookDownloads",
            .product(name: "FlyingFox", package: "FlyingFox"),
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ], resources: ["book.toml", "SUMMARY.md", "getting-started.md", "gitignore", "book.yml"].map {
            .embedInCode("Init/Template/" + $0)
        } + ["live-reload.js", "problems.css"].map { .embedInCode("Serve/Resources/" + $0) }),
        // Parses arguments, prints, picks the exit code; nothing else.
        .executableTarget(name: "bookgen", dependencies: [
            "BookCore",
            "BookPipeline",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Test helpers shared by the library's test targets: a recording observer and Event equality.
        .target(name: "RxTestSupport", dependencies: ["RxSubjects"], path: "Tests/RxTestSupport"),
        .testTarget(name: "RxSubjectsTests", dependencies: ["RxSubjects", "RxRelays", "RxTestSupport"]),
        .testTarget(name: "RxRelaysTests", dependencies: ["RxRelays", "RxTestSupport"]),
        .testTarget(name: "RxCocoaTraitsTests", dependencies: ["RxCocoaTraits", "RxTestSupport"]),
        // Not on RxTestSupport: RxTesting brings RxTest's own `Event` equality.
        .testTarget(name: "RxTestingTests", dependencies: ["RxTesting", "RxBlockingCalls", "RxSubjects", "RxCocoaTraits"]),
        .testTarget(name: "BookMarkdownTests", dependencies: ["BookMarkdown"]),
        .testTarget(name: "BookCoreTests", dependencies: ["BookCore"], exclude: ["Fixtures", "FixtureExpectations", "FixturePackages", "StandaloneBooks"]),
        .testTarget(name: "BookHTMLTests", dependencies: [
            "BookHTML", "BookCore", "BookMarkdown",
            .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        .testTarget(name: "BookSiteTests", dependencies: ["BookSite", "BookHTML", "BookCore", "BookMarkdown", "BookPipeline"], exclude: ["Snapshots"]),
        .testTarget(name: "BookEPUBTests", dependencies: [
            "BookEPUB", "BookCore", "BookHTML",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        .testTarget(name: "BookPipelineTests", dependencies: [
            "BookPipeline", "BookCore", "BookSite", "BookEPUB",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        .testTarget(name: "BookDownloadsTests", dependencies: [
            "BookDownloads", "BookCore", "BookPipeline", "BookArchive",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
    ]
)
