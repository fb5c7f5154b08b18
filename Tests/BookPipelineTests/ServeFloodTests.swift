import BookCore
import Foundation
import Testing

/// Issue 31, attack 6: `bookgen serve` under more connections than it may open files. The server
/// runs as its own process with a small file limit (`ulimit -n`), so the flood cannot starve the
/// test process itself.
struct ServeFloodTests {
    /// The bookgen built beside this test bundle.
    static let executable: String = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("bookgen").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return BuildTests.packageRoot + "/.build/debug/bookgen"
    }()

    @Test func theServerOutlivesMoreConnectionsThanItMayOpenFiles() async throws {
        let book = try BuildTests.TemporaryBook(["one.md": BuildTests.passing])
        defer { book.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let command = "ulimit -n 48 && exec \"$0\" serve \"$1\" --port 0 --cache-folder \"$2\""
        process.arguments = ["-c", command, Self.executable, book.folder, book.root + "/cache"]
        // No compiler on the path: the book is served unchecked, which is all this needs.
        process.environment = ["PATH": "/usr/bin:/bin", "SWIFTC": "", "HOME": book.root]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The port, from the line serve prints once it listens.
        var printed = ""
        var port: Int?
        for _ in 0..<600 where port == nil {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
            if let range = printed.range(of: "http://127.0.0.1:") {
                port = Int(printed[range.upperBound...].prefix { $0.isNumber })
            }
        }
        let listening = try #require(port, "serve printed: \(printed)")

        // Twice the connections it may open files for, all left idle. Those past its limit (less the
        // dozen files the process holds) make its accept fail; some are then refused while it restarts.
        let flood = (0..<96).compactMap { _ in ServeTests.connection(listening) }
        #expect(flood.count >= 30)
        try await Task.sleep(for: .seconds(1))
        for descriptor in flood { close(descriptor) }

        // It still answers (the pause before a new server is at most 5 s; this waits up to a minute).
        var status = ""
        for _ in 0..<60 where status != "HTTP/1.1 200 OK" {
            if !process.isRunning { break }
            status = (try? await ServeTests.rawStatusLine(listening, "GET /one.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")) ?? ""
            if status != "HTTP/1.1 200 OK" { try await Task.sleep(for: .seconds(1)) }
        }
        #expect(process.isRunning, "serve ended under the flood")
        #expect(status == "HTTP/1.1 200 OK")
    }
}
