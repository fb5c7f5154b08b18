import BookCore
import BookPipeline
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `bookgen serve` through the library: what a browser gets over HTTP, before and after a chapter
/// is saved.
struct ServeTests {
    /// The events of one serve, for the test to wait on.
    final class EventRecorder: @unchecked Sendable {
        // `lock` protects `events`.
        private let lock = NSLock()
        private var events: [ServeEvent] = []

        func record(_ event: ServeEvent) {
            lock.withLock { events.append(event) }
        }

        /// The port, once the server listens; nil if it never does within a minute (a hang guard, not a timing).
        func port() async throws -> Int? {
            for _ in 0..<600 {
                let listening = lock.withLock { events.compactMap { event -> Int? in
                    if case .listening(_, let port) = event { return port } else { return nil }
                }.first }
                if let listening { return listening }
                try await Task.sleep(for: .milliseconds(100))
            }
            return nil
        }

        var urls: [String] {
            lock.withLock { events.compactMap { if case .listening(let url, _) = $0 { url } else { nil } } }
        }
    }

    /// A GET over a real HTTP client: the status, the content type and the body.
    static func get(_ port: Int, _ path: String) async throws -> (status: Int, type: String, body: String) {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
        var request = URLRequest(url: url)
        // The first request waits for the first build, environment included; on a 2-core machine
        // running the rest of the suite (packages with C targets among it) that took over a minute.
        request.timeoutInterval = 300
        return try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                let http = response as? HTTPURLResponse
                continuation.resume(returning: (http?.statusCode ?? 0, http?.value(forHTTPHeaderField: "Content-Type") ?? "",
                                                String(decoding: data ?? Data(), as: UTF8.self)))
            }.resume()
        }
    }

    static func options(_ book: BuildTests.TemporaryBook, port: UInt16 = 0) -> ServeOptions {
        var options = ServeOptions()
        options.port = port
        options.check.packageRoot = BuildTests.packageRoot
        options.check.cacheFolder = book.root + "/cache"
        options.pollInterval = .milliseconds(50)
        options.pollTimeout = .seconds(5)
        return options
    }

    @Test func aSavedChapterIsRecheckedAndServedWithItsNewVerdict() async throws {
        let book = try BuildTests.TemporaryBook(["one.md": BuildTests.passing])
        defer { book.remove() }
        let recorder = EventRecorder()
        let action = ServeAction(bookFolder: book.folder, options: Self.options(book), toolchain: try Toolchain.locate())
        let serving = Task { try await action.run(events: recorder.record) }
        defer { serving.cancel() }
        let port = try #require(try await recorder.port())
        #expect(recorder.urls == ["http://127.0.0.1:\(port)/"])

        let before = try await Self.get(port, "/one.html")
        #expect(before.status == 200)
        #expect(before.type == "text/html; charset=utf-8")
        #expect(before.body.contains("✓ verified against Swift</span>"))
        #expect(before.body.contains("<script src=\"/__bookgen/live-reload.js\" data-version=\"1\" data-changes=\"/__bookgen/changes\"></script>\n</body>"))
        #expect(!before.body.contains("bookgen-serve-problems"))

        // The example now prints something else than its output block says.
        let edited = BuildTests.passing.replacingOccurrences(of: "print(\"hello\")", with: "print(\"hello, again\")")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: book.folder + "/one.md"))
        var version = "1"
        for _ in 0..<12 where version == "1" {
            version = try await Self.get(port, "/__bookgen/changes?since=1").body
        }
        #expect(version == "2")

        let after = try await Self.get(port, "/one.html")
        #expect(after.body.contains("✗ does not match what the code prints"))
        #expect(after.body.contains("data-version=\"2\""))
        #expect(after.body.contains("<div role=\"alert\" id=\"bookgen-serve-problems\""))
        #expect(after.body.contains("/one.md:9:1: error: output does not match the expected block [output-mismatch]"))

        serving.cancel()
        try await serving.value
    }

    @Test func servesEveryFileOfTheBuildAndNothingElse() async throws {
        let book = try BuildTests.TemporaryBook(["one.md": BuildTests.passing])
        defer { book.remove() }
        let recorder = EventRecorder()
        let action = ServeAction(bookFolder: book.folder, options: Self.options(book), toolchain: nil)
        let serving = Task { try await action.run(events: recorder.record) }
        defer { serving.cancel() }
        let port = try #require(try await recorder.port())

        let index = try await Self.get(port, "/")
        #expect(index.body.contains("<a href=\"book.epub\" type=\"application/epub+zip\">The book as an EPUB</a>"))
        let epub = try await Self.get(port, "/book.epub")
        #expect(epub.status == 200 && epub.type == "application/epub+zip")
        let script = try await Self.get(port, "/__bookgen/live-reload.js")
        #expect(script.body.contains("location.reload()"))
        // Only pages get the script; the style sheet is served as built.
        let css = try await Self.get(port, "/bookgen.css")
        #expect(css.type == "text/css; charset=utf-8" && !css.body.contains("__bookgen"))
        let missing = try await Self.get(port, "/../Package.swift")
        #expect(missing.status == 404)
    }

    /// Issue 30: an mdBook book's pages in folders are served at their paths, a folder as its
    /// `index.html`, with the live-reload script and the site's files reached from the top.
    @Test func nestedPagesAreServedAtMdBooksPaths() async throws {
        let book = try BuildTests.TemporaryBook([
            "book.toml": "[book]\ntitle = \"Nested\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Commands](cli/README.md)\n  - [Build](cli/build.md)\n",
            "src/cli/README.md": "# Commands\n\nSee [build](build.md).\n",
            "src/cli/build.md": "# Build\n\nBack to [the commands](./).\n",
        ])
        defer { book.remove() }
        let recorder = EventRecorder()
        let action = ServeAction(bookFolder: book.folder, options: Self.options(book), toolchain: nil)
        let serving = Task { try await action.run(events: recorder.record) }
        defer { serving.cancel() }
        let port = try #require(try await recorder.port())

        let build = try await Self.get(port, "/cli/build.html")
        #expect(build.status == 200 && build.body.contains("<a href=\"index.html\">the commands</a>"))
        #expect(build.body.contains("href=\"../bookgen.css\"") && build.body.contains("__bookgen/live-reload.js"))
        let folder = try await Self.get(port, "/cli/")
        #expect(folder.status == 200 && folder.body.contains("<a href=\"build.html\">build</a>"))
        // Without its slash, the folder is sent on to it.
        #expect(try await Self.rawStatusLine(port, "GET /cli HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == "HTTP/1.1 301 Moved Permanently")
        #expect(try await Self.get(port, "/cli-build.html").status == 404)
    }

    /// A TCP connection to 127.0.0.1's `port`, as a file descriptor; nil when it cannot be made.
    static func connection(_ port: Int) -> Int32? {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Sends `request` as written over a plain TCP connection and returns the status line: a
    /// client that names any `Host` it likes, as a page that rebound its DNS name makes the browser do.
    /// The socket blocks, so it is read off Swift's cooperative pool: two tests blocked there at once
    /// took both threads of a 2-core machine, and the server in this process could answer neither.
    static func rawStatusLine(_ port: Int, _ request: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try blockingStatusLine(port, request) })
            }
        }
    }

    private static func blockingStatusLine(_ port: Int, _ request: String) throws -> String {
        guard let descriptor = connection(port) else { throw URLError(.cannotConnectToHost) }
        defer { close(descriptor) }
        // A server that never answers fails the test in a minute instead of hanging the run.
        var limit = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        guard send(descriptor, bytes, bytes.count, 0) == bytes.count else { throw URLError(.cannotConnectToHost) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
    }

    /// Issue 31, attack 6: a request naming another host (DNS rebinding) is refused; the loopback names are served.
    @Test func requestsForAnotherHostAreRefused() async throws {
        let book = try BuildTests.TemporaryBook(["one.md": BuildTests.passing])
        defer { book.remove() }
        let recorder = EventRecorder()
        let serving = Task { try await ServeAction(bookFolder: book.folder, options: Self.options(book), toolchain: nil).run(events: recorder.record) }
        defer { serving.cancel() }
        let port = try #require(try await recorder.port())
        for host in ["evil.example", "evil.example:\(port)", "127.0.0.1.evil.example", "localhost:80x"] {
            #expect(try await Self.rawStatusLine(port, "GET /one.html HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n") == "HTTP/1.1 403 Forbidden", "\(host)")
        }
        #expect(try await Self.rawStatusLine(port, "GET /one.html HTTP/1.1\r\nConnection: close\r\n\r\n") == "HTTP/1.1 403 Forbidden", "no Host")
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LOCALHOST"] {
            #expect(try await Self.rawStatusLine(port, "GET /one.html HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n") == "HTTP/1.1 200 OK", "\(host)")
        }
    }

    @Test func aPortInUseIsASetupError() async throws {
        let book = try BuildTests.TemporaryBook(["one.md": BuildTests.passing])
        defer { book.remove() }
        let recorder = EventRecorder()
        let first = Task { try await ServeAction(bookFolder: book.folder, options: Self.options(book), toolchain: nil).run(events: recorder.record) }
        defer { first.cancel() }
        let port = try #require(try await recorder.port())

        let second = ServeAction(bookFolder: book.folder, options: Self.options(book, port: UInt16(port)), toolchain: nil)
        await #expect { try await second.run { _ in } } throws: { ($0 as? SetupError)?.kind == .unavailable }
    }

    @Test func thePublishedSiteHasNoLiveReload() throws {
        let book = try BuildTests.TemporaryBook(["one.md": BuildTests.passing])
        defer { book.remove() }
        _ = try BuildAction(options: book.options(skipCheck: true)).run(bookFolder: book.folder, toolchain: nil)
        for page in ["index.html", "one.html", "print.html"] {
            let html = try String(contentsOfFile: book.output + "/" + page, encoding: .utf8)
            #expect(!html.contains("__bookgen"), "\(page)")
        }
    }
}
