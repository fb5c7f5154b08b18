import Dispatch
import Foundation
import Testing
@testable import BookCore

/// A rebuild of an environment (`--no-cache`, or healing) while another check compiles against it
/// used to delete its libraries under that compile, which then failed "for a reason outside the
/// chapter". A check holds the environment's shared lock while it uses it; a rebuild waits.
@Test func aRebuildWaitsUntilNoCheckUsesTheEnvironment() throws {
    let cache = NSTemporaryDirectory() + "bookgen-lock-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let toolchain = try Toolchain.locate()
    let planned = try EnvironmentBuilder.plan(FixtureBooks.bundled, packageRoot: FixtureBooks.packageRoot, toolchain: toolchain, digests: FileDigests(folder: nil))
    let rebuilt = DispatchSemaphore(value: 0)

    let (library, stamp) = try EnvironmentBuilder.using(planned, toolchain: toolchain, cacheRoot: cache) { environment in
        let library = environment.artifacts.keys.first { $0.hasSuffix("/libRxSubjects.a") } ?? ""
        let stamp = FileStamp(library)
        let rebuild = Thread {
            _ = try? EnvironmentBuilder.using(planned, toolchain: toolchain, cacheRoot: cache, rebuild: true) { _ in }
            rebuilt.signal()
        }
        rebuild.start()
        // Long enough for an unlocked rebuild to have removed the folder many times over.
        Thread.sleep(forTimeInterval: 1.5)
        #expect(FileStamp(library) == stamp)
        return (library, stamp)
    }
    #expect(stamp != nil)
    // Released: the rebuild goes ahead and replaces the library.
    rebuilt.wait()
    #expect(FileStamp(library) != nil)
    #expect(FileStamp(library) != stamp)
}
