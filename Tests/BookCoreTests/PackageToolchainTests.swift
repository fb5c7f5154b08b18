import Foundation
import Testing
@testable import BookCore

/// Issue 31 (author's loop): `SWIFTC` may name a compiler with no `swift` beside it, which a
/// package environment needs; that is said plainly instead of failing to start a process.
struct PackageToolchainTests {
    @Test func aPackageEnvironmentWithoutSwiftBesideTheCompilerSaysSo() throws {
        let folder = NSTemporaryDirectory() + "bookgen-lone-swiftc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let real = try Toolchain.locate()
        try FileManager.default.createSymbolicLink(atPath: folder + "/bin/swiftc", withDestinationPath: real.swiftc)
        let lone = try Toolchain.locate(environment: ["SWIFTC": folder + "/bin/swiftc", "PATH": ""])
        let source = EnvironmentSpec.Source.remote(url: "https://github.com/apple/swift-collections", version: "1.6.0")
        let spec = EnvironmentSpec(name: "collections", package: source, products: ["DequeModule"])
        #expect { _ = try PackageProducts.build(source, products: ["DequeModule"], for: spec, packageRoot: nil,
                                               in: folder + "/wrapper", toolchain: lone) } throws: { error in
            guard let error = error as? SetupError else { return false }
            return error.message.contains("needs `swift` beside the compiler") && error.message.contains("set SWIFTC to the swiftc of a whole Swift toolchain")
        }
    }
}
