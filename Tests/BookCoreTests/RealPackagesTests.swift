import Foundation
import Testing
@testable import BookCore

/// Whether this machine can resolve a package's version: a local copy git serves for github.com,
/// or the network.
enum RemotePackage {
    static func reachable(_ url: String, version: String) -> Bool {
        guard let output = try? ProcessRunner.run("/usr/bin/env", ["git", "ls-remote", "--tags", url, version],
                                                  environment: ["GIT_TERMINAL_PROMPT": "0"], timeout: 20) else { return false }
        return output.status == 0 && !output.timedOut && output.stdout.contains("refs/tags/" + version)
    }

    static let crypto = "https://github.com/apple/swift-crypto"
    static let nio = "https://github.com/apple/swift-nio"
    static let atomics = "https://github.com/apple/swift-atomics"

    /// Set to 1 to run the tests whose package takes minutes to build the first time.
    static let heavyVariable = "BOOKGEN_HEAVY_PACKAGES"
    static var heavyEnabled: Bool { ProcessInfo.processInfo.environment[heavyVariable] == "1" }
}

/// Issue 28, item 5: packages whose graph holds C targets, each checked by the bookgen executable
/// as an author outside this repository runs it: a top-level book in a temporary folder, one
/// environment by url and version, one chapter whose code runs the package's C part.
///
/// Each test builds its environment from nothing (its own cache folder). Cold, on a 2-core machine
/// (quiet, then shared with other builds): swift-atomics 7 to 19 s, swift-nio 34 to 68 s,
/// swift-crypto 102 to 179 s, so swift-nio's and swift-crypto's run only with BOOKGEN_HEAVY_PACKAGES=1
/// (CI stays well under 20 minutes; both passed when run).
@Suite(.serialized)
struct RealPackagesTests {
    /// Checks `chapter` in a top-level book whose one environment is `url` at `version`, and
    /// returns the built environment's record (its compile and link flags).
    private func checkBook(environment name: String, url: String, version: String, products: [String], chapter: String) throws -> BuiltEnvironment? {
        let workspace = try StandaloneBookTests.Workspace()
        defer { workspace.remove() }
        let book = workspace.root + "/book"
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        let manifest = """
            [book]
            examples = "top-level"

            [environment.\(name)]
            url = "\(url)"
            version = "\(version)"
            products = [\(products.map { "\"\($0)\"" }.joined(separator: ", "))]

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: book + "/book.toml"))
        try Data(chapter.utf8).write(to: URL(fileURLWithPath: book + "/one.md"))
        let cache = workspace.root + "/cache"
        let started = Date()
        let result = try workspace.run(["check", "book", "--cache-folder", cache])
        print("\(name) \(version): cold check in \(Int(Date().timeIntervalSince(started).rounded())) s")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 0 failed\n", "\(result.stdout)\(result.stderr)")
        let environments = cache + "/environments"
        let folders = try FileManager.default.contentsOfDirectory(atPath: environments).filter { $0.hasPrefix(name + "-") && !$0.hasSuffix(".lock") }
        #expect(folders.count == 1, "\(folders)")
        guard let folder = folders.first else { return nil }
        let record = try Data(contentsOf: URL(fileURLWithPath: environments + "/" + folder + "/environment.json"))
        return try JSONDecoder().decode(BuiltEnvironment.self, from: record)
    }

    @Test(.enabled(if: RemotePackage.reachable(RemotePackage.atomics, version: "1.3.0"), "https://github.com/apple/swift-atomics 1.3.0 cannot be reached from this machine"))
    func swiftAtomicsManagedAtomicCountsAcrossThreads() throws {
        let chapter = """
            # Counting

            ```swift
            import Atomics
            import Dispatch

            let counter = ManagedAtomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 1000) { _ in
                counter.wrappingIncrement(ordering: .relaxed)
            }
            print(counter.load(ordering: .relaxed))
            ```

            ```output
            1000
            ```

            ```swift
            let swapped = counter.compareExchange(expected: 1000, desired: 0, ordering: .sequentiallyConsistent)
            print(swapped.exchanged, swapped.original, counter.load(ordering: .acquiring))
            ```

            ```output
            true 1000 0
            ```

            """
        let built = try #require(try checkBook(environment: "atomics", url: RemotePackage.atomics, version: "1.3.0", products: ["Atomics"], chapter: chapter))
        // Atomics imports its C target; the compile found its map in the package's own include folder.
        #expect(SwiftPMBuildPlan.moduleMaps(in: built.compileFlags).contains { $0.hasSuffix("/swift-atomics/Sources/_AtomicsShims/include/module.modulemap") },
                "\(built.compileFlags)")
    }

    @Test(.enabled(if: RemotePackage.heavyEnabled,
                   "swift-nio's first build takes about a minute on 2 cores, more beside the rest of the suite; run it with BOOKGEN_HEAVY_PACKAGES=1 swift test --filter RealPackagesTests"),
          .enabled(if: RemotePackage.reachable(RemotePackage.nio, version: "2.101.3"), "https://github.com/apple/swift-nio 2.101.3 cannot be reached from this machine"))
    func swiftNIOByteBufferAndAnEventLoopFuture() throws {
        let chapter = """
            # Buffers and loops

            ```swift
            import NIOCore
            import NIOPosix

            var buffer = ByteBufferAllocator().buffer(capacity: 16)
            buffer.writeString("port")
            buffer.writeInteger(UInt16(8080))
            print(buffer.readableBytes)
            print(buffer.readString(length: 4)!, buffer.readInteger(as: UInt16.self)!)
            ```

            ```output
            6
            port 8080
            ```

            ```swift
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
            let sum = group.next().submit { (1...10).reduce(0, +) }
            print(try sum.wait())
            try group.syncShutdownGracefully()
            ```

            ```output
            55
            ```

            """
        let built = try #require(try checkBook(environment: "nio", url: RemotePackage.nio, version: "2.101.3", products: ["NIOCore", "NIOPosix"], chapter: chapter))
        let maps = SwiftPMBuildPlan.moduleMaps(in: built.compileFlags)
        // The event loop's epoll and eventfd shims: a map SwiftPM generates for a C target without one.
        #expect(maps.contains { $0.hasSuffix("/CNIOLinux.build/module.modulemap") }, "\(built.compileFlags)")
        // swift-atomics' shims, a package below swift-nio.
        #expect(maps.contains { $0.hasSuffix("/swift-atomics/Sources/_AtomicsShims/include/module.modulemap") }, "\(built.compileFlags)")
    }

    @Test(.enabled(if: RemotePackage.heavyEnabled,
                   "swift-crypto's first build takes 2 to 3 minutes on 2 cores; run it with BOOKGEN_HEAVY_PACKAGES=1 swift test --filter RealPackagesTests"),
          .enabled(if: RemotePackage.reachable(RemotePackage.crypto, version: "4.5.2"), "https://github.com/apple/swift-crypto 4.5.2 cannot be reached from this machine"))
    func swiftCryptoHashesAndSignsThroughBoringSSL() throws {
        let chapter = """
            # Hashing and signing

            ```swift
            import Crypto

            let digest = SHA256.hash(data: Array("abc".utf8))
            print(digest.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined())
            ```

            ```output
            ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
            ```

            ```swift
            let key = Curve25519.Signing.PrivateKey()
            let message = Array("hello".utf8)
            let signature = try key.signature(for: message)
            print(key.publicKey.isValidSignature(signature, for: message))
            print(key.publicKey.isValidSignature(signature, for: Array("hullo".utf8)))
            ```

            ```output
            true
            false
            ```

            """
        let built = try #require(try checkBook(environment: "crypto", url: RemotePackage.crypto, version: "4.5.2", products: ["Crypto"], chapter: chapter))
        #expect(SwiftPMBuildPlan.moduleMaps(in: built.compileFlags).contains { $0.hasSuffix("/swift-crypto/Sources/CCryptoBoringSSL/include/module.modulemap") },
                "\(built.compileFlags)")
        // BoringSSL has C++ sources: SwiftPM links the C++ library, and so does every program.
        #expect(built.linkFlags.contains("-lstdc++"), "\(built.linkFlags)")
    }

    /// A version the machine does not have: one error at book.toml's `version` with SwiftPM's
    /// message, however many chapters use the environment (StandaloneBookTests has the case of one
    /// `example(of:)` example).
    @Test(.enabled(if: RemotePackage.reachable(RemotePackage.atomics, version: "1.3.0"), "https://github.com/apple/swift-atomics cannot be reached from this machine"))
    func anUnresolvableVersionIsOneErrorForEveryChapter() throws {
        let workspace = try StandaloneBookTests.Workspace()
        defer { workspace.remove() }
        let book = workspace.root + "/book"
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        let manifest = """
            [book]
            examples = "top-level"

            [environment.atomics]
            url = "\(RemotePackage.atomics)"
              version = "1.99.0"
            products = ["Atomics"]

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: book + "/book.toml"))
        try Data("- [One](one.md)\n- [Two](two.md)\n".utf8).write(to: URL(fileURLWithPath: book + "/SUMMARY.md"))
        for name in ["one", "two"] {
            let chapter = "# \(name.capitalized)\n\n```swift\nimport Atomics\nprint(ManagedAtomic(1).load(ordering: .relaxed))\n```\n\n```output\n1\n```\n"
            try Data(chapter.utf8).write(to: URL(fileURLWithPath: book + "/\(name).md"))
        }
        let result = try workspace.run(["check", "book", "--cache-folder", workspace.root + "/cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "book/book.toml:6:3: error: environment 'atomics': SwiftPM cannot resolve https://github.com/apple/swift-atomics at version 1.99.0 [manifest-package-unresolved]",
                "\(result.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("error: Dependencies could not be resolved because no versions of 'swift-atomics' match the requirement 1.99.0") == true,
                "\(result.stdout)")
        // Once, not once per chapter.
        #expect(lines.filter { $0.contains("[manifest-package-unresolved]") }.count == 1, "\(result.stdout)")
        #expect(lines.filter { $0.contains("Dependencies could not be resolved") }.count == 1, "\(result.stdout)")
        #expect(lines.last == "0 passed, 0 failed, 2 skipped; 1 book problem", "\(result.stdout)")
    }
}
