import Foundation
import Testing
@testable import BookCore

/// The supervisor is a Swift file that only bookgen compiles, when it builds an environment: these
/// tests compile it as that build does and hold it to the variables bookgen sets for it.
struct SupervisorSourceTests {
    @Test func compilesAsTheRuntimeModuleOfAnEnvironment() throws {
        let folder = NSTemporaryDirectory() + "bookgen-supervisor-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/\(SupervisorSource.moduleName).swift"
        try SupervisorSource.text.write(toFile: path, atomically: true, encoding: .utf8)
        let module = LocalModules.Module(name: SupervisorSource.moduleName, dependencies: [], files: [path])

        let complaint = EnvironmentBuilder.compile(module, alias: nil, flags: EnvironmentBuilder.baseFlags, into: folder, toolchain: try Toolchain.locate())
        #expect(complaint == nil, "\(complaint ?? "")")
        #expect(FileManager.default.fileExists(atPath: folder + "/lib\(SupervisorSource.moduleName).a"))
    }

    /// The file names these variables as literals; bookgen sets them by the names in its code.
    @Test func readsTheVariablesBookgenSets() {
        let text = SupervisorSource.text
        #expect(text.contains(#"getenv("\#(SourceGenerator.markerEnvironmentKey)")"#))
        #expect(text.contains(#"getenv("\#(SupervisorSource.timelineExamplesKey)")"#))
        #expect(text.contains(#"setenv("\#(SupervisorSource.libraryTimelineKey)", "#))
        #expect(text.contains(#"unsetenv("\#(SupervisorSource.libraryTimelineKey)")"#))
    }
}
