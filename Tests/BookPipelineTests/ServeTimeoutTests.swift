import BookCore
import BookPipeline
import Foundation
import Testing

/// Issue 31: `bookgen serve` closes the connections that hold a file descriptor without asking for
/// anything: half a request head, nothing at all, or a kept-alive connection left idle. The
/// timeouts are shrunk to a second; each check looks up to `looks` times, a hang guard, not a timing.
struct ServeTimeoutTests {
    /// How many times a check looks, a pause apart, before it gives up. Counted in looks rather than
    /// seconds: under the full suite on two cores, other tests can hold every thread of the pool the
    /// server and this test share for a long while, and a clock would run out while neither ran.
    static let looks = 300

    /// Serves a one-chapter book with these timeouts until `body` returns.
    func serving(headerTimeout: Duration, idleTimeout: Duration,
                 _ body: (_ port: Int) async throws -> Void) async throws {
        let book = try BuildTests.TemporaryBook(["one.md": BuildTests.passing])
        defer { book.remove() }
        var options = ServeTests.options(book)
        options.headerTimeout = headerTimeout
        options.idleTimeout = idleTimeout
        options.pollTimeout = .seconds(3)
        let recorder = ServeTests.EventRecorder()
        let serving = Task { try await ServeAction(bookFolder: book.folder, options: options, toolchain: nil).run(events: recorder.record) }
        defer { serving.cancel() }
        try await body(try #require(try await recorder.port()))
    }

    @Test func halfSentRequestHeadsAreClosedAfterTheHeaderTimeout() async throws {
        try await serving(headerTimeout: .seconds(1), idleTimeout: .seconds(600)) { port in
            let half = "GET /one.html HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Ag"
            var halves: [Int32] = []
            for _ in 0..<40 {
                let descriptor = try #require(ServeTests.connection(port))
                #expect(Self.transmit(half, on: descriptor))
                halves.append(descriptor)
            }
            let silent = try #require(ServeTests.connection(port))
            // Then one more byte of the same header every 200 ms: the head must be complete in time,
            // however busy the client looks.
            let trickling = try #require(ServeTests.connection(port))
            #expect(Self.transmit(half, on: trickling))
            defer { for descriptor in halves + [silent, trickling] { close(descriptor) } }

            var open = Set(halves + [silent, trickling])
            for _ in 0..<Self.looks where !open.isEmpty {
                if open.contains(trickling) { _ = Self.transmit("e", on: trickling) }
                open = open.filter { !Self.isClosedByServer($0) }
                try await Task.sleep(for: .milliseconds(200))
            }
            #expect(open.subtracting([silent, trickling]).isEmpty, "\(open.subtracting([silent, trickling]).count) half heads still open")
            #expect(!open.contains(silent), "a connection that sent nothing is still open")
            #expect(!open.contains(trickling), "a connection that sends its head a byte at a time is still open")

            #expect(try await Self.statusLine(port, "/one.html") == "HTTP/1.1 200 OK")
        }
    }

    @Test func anIdleKeepAliveConnectionIsClosedAfterTheIdleTimeout() async throws {
        try await serving(headerTimeout: .seconds(600), idleTimeout: .seconds(1)) { port in
            let page = try #require(ServeTests.connection(port))
            defer { close(page) }
            #expect(Self.transmit("GET /one.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", on: page))
            #expect(try await Self.response(on: page).hasPrefix("HTTP/1.1 200 OK\r\n"))

            // A long poll outlasts the idle timeout (3 s against 1 s): a request being answered is not idle.
            let poll = try #require(ServeTests.connection(port))
            defer { close(poll) }
            #expect(Self.transmit("GET /__bookgen/changes?since=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", on: poll))
            let answer = try await Self.response(on: poll)
            #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n") && answer.hasSuffix("\r\n\r\n1"), "\(answer)")

            var open: Set = [page, poll]
            for _ in 0..<Self.looks where !open.isEmpty {
                open = open.filter { !Self.isClosedByServer($0) }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(open.isEmpty, "idle keep-alive connections still open")
        }
    }

    /// Sends `text` without raising SIGPIPE when the server has already closed the connection.
    static func transmit(_ text: String, on descriptor: Int32) -> Bool {
        let bytes = Array(text.utf8)
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        let flags: Int32 = 0
        #endif
        return send(descriptor, bytes, bytes.count, flags) == bytes.count
    }

    /// Whether the server has closed `descriptor`: the end of the stream, or a reset. Never waits.
    static func isClosedByServer(_ descriptor: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    /// One whole response read from `descriptor` (its head and `Content-Length` bytes of body);
    /// what arrived so far if the connection ends or a minute passes first. It polls rather than
    /// blocks: a blocked thread is one fewer for the server, which runs in this process.
    static func response(on descriptor: Int32) async throws -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let start = ContinuousClock.now
        while ContinuousClock.now - start < .seconds(60) {
            let text = String(decoding: received, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let length = text[..<end.lowerBound].split(separator: "\r\n")
                    .first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if received.count >= text[..<end.upperBound].utf8.count + length { return text }
            }
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count > 0 {
                received += buffer.prefix(count)
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                break
            } else {
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// A GET of `path` on a connection of its own: the response's status line.
    static func statusLine(_ port: Int, _ path: String) async throws -> String {
        let descriptor = try #require(ServeTests.connection(port))
        defer { close(descriptor) }
        #expect(transmit("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", on: descriptor))
        return try await response(on: descriptor).components(separatedBy: "\r\n").first ?? ""
    }
}
