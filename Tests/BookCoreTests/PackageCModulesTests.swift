import Foundation
import Testing
@testable import BookCore

/// Issue 28: a package environment over C modules (swift-algorithms, over swift-numerics'
/// `_NumericsShims`) failed every example with "missing required module". The environment's flags
/// now carry what SwiftPM compiled and linked the wrapper with: every C module's map and headers
/// folder in the dependency graph, and the libraries its targets link.
///
/// The fixture mirrors that graph: `FixturePackages/stats` (Swift `Stats` over `CTally`, a C target
/// whose module map SwiftPM generates) depends on `FixturePackages/stats-shims` (Swift `Rounding`
/// over `_RoundingShims`, a C target with its own `include/module.modulemap` that links libm).
@Suite(.serialized)
struct PackageCModulesTests {
    static let stats = FixtureBooks.folder + "/../FixturePackages/stats"
    static let shims = FixtureBooks.folder + "/../FixturePackages/stats-shims"

    static let manifest = """
        [environment.stats]
        package = "\(stats)"
        products = ["Stats"]
        version = "1.0.0"
        download-url = "https://example.com/stats"

        """

    /// `volume(ofCubeWithEdge:)` is transparent down to the shim's inline C function, so the example's
    /// own code calls `pow` and links only with libm, which `_RoundingShims` asks for.
    static let chapter = """
        # Statistics

        ```swift
        import Stats

        example(of: "C modules two packages down") {
          print(total([1, 2, 3]))
          print(volume(ofCubeWithEdge: 3))
        }
        ```

        ```output
        --- Example of: C modules two packages down ---
        6
        27.0
        ```

        """

    @Test func anExampleOverCModulesTwoPackagesDownPassesAndSoDoesItsDownload() throws {
        let book = try FixtureBooks.write(["book.toml": Self.manifest, "one.md": Self.chapter])
        defer { try? FileManager.default.removeItem(atPath: book) }
        let report = try FixtureBooks.check(book)
        // The chapter has a download (the chapter as one program, for `download-url`), compiled with
        // the same flags and proven: one that did not compile would be an error here.
        #expect(ChapterDownload.all(in: report).count == 1)
        #expect(FixtureBooks.headlines(report, folder: book) == "1 passed, 0 failed\n")
    }

    @Test func theFlagsNameEveryCModuleOfTheGraphAndTheLibrariesItLinks() throws {
        let toolchain = try Toolchain.locate()
        let spec = EnvironmentSpec(name: "stats", package: .path(Self.stats, written: Self.stats), products: ["Stats"], imports: ["Stats"])
        let planned = try EnvironmentBuilder.plan(spec, packageRoot: nil, toolchain: toolchain, digests: FileDigests(folder: nil))
        let built = try EnvironmentBuilder.using(planned, toolchain: toolchain, cacheRoot: FixtureBooks.cacheFolder) { $0 }
        let maps = SwiftPMBuildPlan.moduleMaps(in: built.compileFlags)
        // Its own map, in its public headers folder, which is also searched for its headers.
        let shimsInclude = URL(fileURLWithPath: Self.shims + "/Sources/_RoundingShims/include").standardizedFileURL.path
        #expect(maps.contains { URL(fileURLWithPath: $0).standardizedFileURL.path == shimsInclude + "/module.modulemap" }, "\(built.compileFlags)")
        #expect(hasClangInclude(built.compileFlags) { URL(fileURLWithPath: $0).standardizedFileURL.path == shimsInclude })
        // The map SwiftPM generates for a C target without one.
        #expect(maps.contains { $0.hasSuffix("/CTally.build/module.modulemap") }, "\(built.compileFlags)")
        // The library `_RoundingShims` links: only SwiftPM's plan says so.
        #expect(built.linkFlags.contains("-lm"), "\(built.linkFlags)")
        // Each map is an artifact: a cache whose checkout lost it is built again.
        for map in maps { #expect(built.artifacts[map] != nil) }
    }

    /// Without a plan to read (another build system, a format SwiftPM changed), the module maps are
    /// still found where SwiftPM keeps them: generated in the build folder, or the targets' own.
    @Test func withoutAPlanTheModuleMapsAreFoundInTheBuildAndThePackages() throws {
        let toolchain = try Toolchain.locate()
        let spec = EnvironmentSpec(name: "stats", package: .path(Self.stats, written: Self.stats), products: ["Stats"], imports: ["Stats"])
        let planned = try EnvironmentBuilder.plan(spec, packageRoot: nil, toolchain: toolchain, digests: FileDigests(folder: nil))
        let built = try EnvironmentBuilder.using(planned, toolchain: toolchain, cacheRoot: FixtureBooks.cacheFolder) { $0 }
        let bin = try #require(built.linkFlags.first { $0.hasSuffix("/debug") })
        let flags = PackageProducts.flags(bin: bin, plan: bin + "/no-such-plan.yaml", packages: [Self.stats, Self.shims])
        let maps = SwiftPMBuildPlan.moduleMaps(in: flags.compileFlags)
        #expect(maps.contains { $0.hasSuffix("/CTally.build/module.modulemap") }, "\(flags.compileFlags)")
        #expect(maps.contains { $0.hasSuffix("/stats-shims/Sources/_RoundingShims/include/module.modulemap") }, "\(flags.compileFlags)")
        #expect(hasClangInclude(flags.compileFlags) { $0.hasSuffix("/_RoundingShims/include") })
    }

    @Test func aPlansSearchFlagsAndLibrariesAreKeptAndItsBuildSettingsLeft() throws {
        let plan = """
            client:
              name: basic
            commands:
              "C.Lib-debug.module":
                tool: shell
                args: ["/usr/bin/swiftc","-module-name","Lib","-Xcc","-fmodule-map-file=/other.modulemap"]

              "C.Wrapper-debug.module":
                tool: shell
                description: "Compiling Swift Module 'Wrapper' (1 sources)"
                args: ["/usr/bin/swiftc","-module-name","Wrapper","-emit-module","-I","/b/Modules","-Onone","-Xcc","-fmodule-map-file=/p/include/module.modulemap","-Xcc","-I","-Xcc","/p/include","-Xcc","-fPIC","-Xcc","-I/sys/include","-Xcc","-DFEATURE=1","-module-cache-path","/b/ModuleCache","-Xcc","-fmodule-map-file=/p/include/module.modulemap"]

              "C.Wrapper-debug.dylib":
                tool: shell
                args: ["/usr/bin/swiftc","-L","/b","-o","/b/libWrapper.so","-module-name","Wrapper","-emit-library","-Xlinker","-rpath=$ORIGIN","@/b/Objects.LinkFileList","-target","x86_64-unknown-linux-gnu","-lm","-L/opt/lib","-lxml2","-framework","Accelerate","-g"]

            """
        let path = NSTemporaryDirectory() + "bookgen-plan-\(UUID().uuidString).yaml"
        try plan.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try #require(SwiftPMBuildPlan(manifest: path, module: "Wrapper"))
        #expect(read.compileFlags == ["-I", "/b/Modules", "-Xcc", "-fmodule-map-file=/p/include/module.modulemap", "-Xcc", "-I", "-Xcc", "/p/include",
                                      "-Xcc", "-I/sys/include", "-Xcc", "-DFEATURE=1"])
        #expect(read.linkFlags == ["-L", "/b", "-lm", "-L/opt/lib", "-lxml2", "-framework", "Accelerate"])
        #expect(SwiftPMBuildPlan(manifest: path, module: "Missing") == nil)
        #expect(SwiftPMBuildPlan(manifest: path + ".absent", module: "Wrapper") == nil)
    }

    @Test func thePackageEnvironmentsKeyFollowsTheFlagRecipe() throws {
        let toolchain = try Toolchain.locate()
        let spec = EnvironmentSpec(name: "stats", package: .path(Self.stats, written: Self.stats), products: ["Stats"], imports: ["Stats"])
        let planned = try EnvironmentBuilder.plan(spec, packageRoot: nil, toolchain: toolchain, digests: FileDigests(folder: nil))
        let other = try EnvironmentBuilder.plan(spec, packageRoot: nil, toolchain: toolchain, digests: FileDigests(folder: nil), flagRecipe: PackageProducts.flagRecipe + " and more")
        #expect(planned.key != other.key)
    }

    /// `-Xcc -I -Xcc PATH` or `-Xcc -IPATH` for a folder `matches` accepts.
    private func hasClangInclude(_ flags: [String], _ matches: (String) -> Bool) -> Bool {
        flags.indices.contains { index in
            guard flags[index] == "-Xcc", index + 1 < flags.count else { return false }
            if flags[index + 1] == "-I", index + 3 < flags.count { return matches(flags[index + 3]) }
            return flags[index + 1].hasPrefix("-I") && matches(String(flags[index + 1].dropFirst(2)))
        }
    }
}

/// Whether this machine can resolve swift-algorithms 1.2.1 (a local copy served for github.com, or the network).
enum SwiftAlgorithmsPackage {
    static let url = "https://github.com/apple/swift-algorithms"

    static let reachable = RemotePackage.reachable(url, version: "1.2.1")
}

/// swift-algorithms itself, the package of the issue, when this machine can resolve it; skipped
/// otherwise, with the reason in the test report.
@Suite(.serialized, .enabled(if: SwiftAlgorithmsPackage.reachable, "https://github.com/apple/swift-algorithms 1.2.1 cannot be reached from this machine"))
struct SwiftAlgorithmsTests {
    @Test func swiftAlgorithmsExamplesCompileAgainstSwiftNumericsShims() throws {
        let manifest = """
            [environment.algorithms]
            url = "\(SwiftAlgorithmsPackage.url)"
            version = "1.2.1"
            products = ["Algorithms"]

            """
        // RealModule's functions are transparent down to _NumericsShims' inline C, which needs libm.
        let chapter = """
            # Algorithms

            ```swift
            import Algorithms
            import RealModule

            example(of: "chunked") {
              let numbers = [10, 20, 30, 10, 40, 40, 10, 20]
              print(numbers.chunked(by: { $0 <= $1 }).map(Array.init))
              print(Double.exp(0), Double.pow(2, 10))
            }
            ```

            ```output
            --- Example of: chunked ---
            [[10, 20, 30], [10, 40, 40], [10, 20]]
            1.0 1024.0
            ```

            """
        let book = try FixtureBooks.write(["book.toml": manifest, "one.md": chapter])
        defer { try? FileManager.default.removeItem(atPath: book) }
        let report = try FixtureBooks.check(book)
        #expect(FixtureBooks.headlines(report, folder: book) == "1 passed, 0 failed\n")
    }
}
