import BookCore
import FlyingFox
import FlyingSocks
import Foundation

/// `bookgen serve`: builds the book into memory, serves it on 127.0.0.1 only, and rebuilds and
/// reloads the open pages whenever a file the book is built from changes. A loop around the same
/// check and renderers as `build`; the check's cache makes an unchanged example free, so a save
/// re-runs only the examples it changed.
package struct ServeAction: Sendable {
    package var bookFolder: String
    package var options: ServeOptions
    package var toolchain: Toolchain?

    package init(bookFolder: String, options: ServeOptions, toolchain: Toolchain?) {
        self.bookFolder = bookFolder
        self.options = options
        self.toolchain = toolchain
    }

    /// Builds and serves the book until the task running it is cancelled (Ctrl-C in the command).
    ///
    /// - Parameter events: Called for every step worth printing, from any thread.
    /// - Throws: `SetupError` when the first build cannot run, or the port cannot be listened on.
    package func run(events: @escaping @Sendable (ServeEvent) -> Void) async throws(SetupError) {
        let build = ServeBuild(build: BookBuild(folder: bookFolder, options: options.check, toolchain: toolchain))
        let site = ServedSite()
        events(.checking)
        let start = ContinuousClock.now
        let first: ServeBuild.Result
        switch await Self.offThePool({ () -> Result<ServeBuild.Result, SetupError> in
            do throws(SetupError) { return .success(try build.run()) } catch { return .failure(error) }
        }) {
        case .success(let result)?: first = result
        case .failure(let error)?: throw error
        case nil: return
        }
        await publish(first, to: site, seconds: Self.seconds(since: start), events: events)

        let address: sockaddr_in
        do {
            address = try .inet(ip4: "127.0.0.1", port: options.port)
        } catch {
            throw SetupError(.usage, "cannot listen on 127.0.0.1:\(options.port)")
        }
        let deadlines = ConnectionDeadlines(headerTimeout: options.headerTimeout, idleTimeout: options.idleTimeout)
        let handler = BookHTTPHandler(site: site, pollTimeout: options.pollTimeout, deadlines: deadlines)
        let server = Self.server(on: address, handler: handler, deadlines: deadlines)
        let listened = ListenedPort()
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await Self.keepServing(server, handler: handler, deadlines: deadlines, listened: listened) }
                group.addTask {
                    try await server.waitUntilListening(timeout: 30)
                    guard case .ip4(let host, let port)? = await server.listeningAddress else { return }
                    listened.set(port)
                    events(.listening(url: "http://\(host):\(port)/", port: Int(port)))
                    try await watch(first, build: build, site: site, events: events)
                }
                // Either child ends only by an error or by cancellation: stop the other with it.
                defer { group.cancelAll() }
                try await group.next()
            }
        } catch {
            await site.releaseWaiters()
            await server.stop()
            if Task.isCancelled || error is CancellationError { return }
            throw SetupError(.unavailable, "cannot serve on 127.0.0.1:\(options.port): \(error.localizedDescription); is another server using the port? Choose another with --port")
        }
    }

    /// Runs `first`, and when a server that was listening fails (its accept fails once the process
    /// has no file descriptor left, under a flood of connections), a new one on the same port after
    /// a pause that doubles up to 5 s: serve ends only when it is stopped. A server that never
    /// listened (the port is taken) fails the serve.
    private static func keepServing(_ first: HTTPServer, handler: BookHTTPHandler, deadlines: ConnectionDeadlines,
                                    listened: ListenedPort) async throws {
        var server = first
        var pause = Duration.milliseconds(100)
        while true {
            do {
                try await server.run()
                return
            } catch {
                if Task.isCancelled { throw CancellationError() }
                guard let port = listened.port else { throw error }
                try await Task.sleep(for: pause)
                pause = min(pause * 2, .seconds(5))
                server = Self.server(on: try .inet(ip4: "127.0.0.1", port: port), handler: handler, deadlines: deadlines)
            }
        }
    }

    /// A server whose pool ends the waits for a client's bytes at `deadlines`. Each server needs a
    /// pool of its own: a pool that has stopped cannot run again.
    private static func server(on address: sockaddr_in, handler: BookHTTPHandler, deadlines: ConnectionDeadlines) -> HTTPServer {
        let pool = DeadlineSocketPool(pool: HTTPServer.defaultPool(), deadlines: deadlines)
        // FlyingFox's `timeout` bounds a handler's answer (a 500 after it), not the wait for a
        // request: it must outlast the long poll.
        return HTTPServer(address: address, timeout: 60, pool: pool, logger: .disabled, handler: handler)
    }

    /// Scans the watched files every `pollInterval` and rebuilds when some changed, until cancelled.
    private func watch(_ first: ServeBuild.Result, build: ServeBuild, site: ServedSite,
                       events: @escaping @Sendable (ServeEvent) -> Void) async throws {
        var watcher = SourceWatcher(book: first.book, packageRoot: first.packageRoot)
        var stamps = watcher.scan()
        while true {
            try await Task.sleep(for: options.pollInterval)
            var current = watcher.scan()
            var changed = SourceWatcher.changes(from: stamps, to: current)
            if changed.isEmpty { continue }
            while true {
                try await Task.sleep(for: options.settleTime)
                let again = watcher.scan()
                let more = SourceWatcher.changes(from: current, to: again)
                if more.isEmpty { break }
                changed = Array(Set(changed).union(more)).sorted()
                current = again
            }
            // Changes made while the build runs are seen by the next scan, against these stamps.
            stamps = current
            events(.rebuilding(changed: changed))
            let start = ContinuousClock.now
            let outcome = await Self.offThePool { () -> Result<ServeBuild.Result, SetupError> in
                do throws(SetupError) { return .success(try build.run()) } catch { return .failure(error) }
            }
            switch outcome {
            case .success(let result)?:
                await publish(result, to: site, seconds: Self.seconds(since: start), events: events)
                let next = SourceWatcher(book: result.book, packageRoot: result.packageRoot)
                if next.folders != watcher.folders || next.files != watcher.files { watcher = next }
            case .failure(let error)?:
                await site.publish(files: nil, onDemand: nil, problems: ["error: " + error.message])
                events(.buildFailed(version: await site.version, message: error.message))
            case nil:
                throw CancellationError()
            }
        }
    }

    private func publish(_ result: ServeBuild.Result, to site: ServedSite, seconds: Double,
                         events: @Sendable (ServeEvent) -> Void) async {
        await site.publish(files: result.files, onDemand: result.onDemand, problems: result.problems.map(\.headline))
        let timings = BuildTimings(total: seconds, check: result.checkSeconds, render: result.renderSeconds)
        events(.built(version: await site.version, summary: result.book.summaryLine, problems: result.problems, timings: timings))
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        ServeBuild.seconds(ContinuousClock.now - start)
    }

    /// Runs blocking work (the check waits on compilers and examples) on a thread of its own rather
    /// than on one of the few threads Swift's tasks share; nil when the task is cancelled first,
    /// in which case the work is left to finish unobserved.
    static func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T? {
        let slot = ResumeOnce<T>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if slot.arm(continuation) { Thread.detachNewThread { slot.resume(work()) } }
            }
        } onCancel: {
            slot.resume(nil)
        }
    }
}

/// The port the first server listened on, for the servers that take its place.
///
/// `@unchecked Sendable`: `lock` guards `stored`.
private final class ListenedPort: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: UInt16?

    var port: UInt16? { lock.withLock { stored } }

    func set(_ port: UInt16) {
        lock.withLock { stored = port }
    }
}
