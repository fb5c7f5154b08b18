import BookCore

/// The book as `serve` last built it, held in memory and never written to the output folder, with
/// a version that every build raises and that open pages wait on to reload.
actor ServedSite {
    /// The files of the last build that rendered, by path.
    private(set) var files: [String: [UInt8]] = [:]
    /// The renderers of that build that run only when asked (the EPUB), with their context.
    private var onDemand: OnDemandRendering?
    /// What those renderers made of `book`; nil until a request asks for a file they make.
    private var onDemandFiles: [String: [UInt8]]?
    /// Raised by every build, even one that failed to render, so open pages show its problems.
    private(set) var version = 0
    /// What the banner on every served page lists: failing checks and problems with the book.
    private(set) var problems: [String] = []
    /// Open long polls, by a number of their own.
    private var waiters: [Int: CheckedContinuation<Int, Never>] = [:]
    private var nextWaiter = 0

    /// Replaces the served book; nil `files` keeps the pages of the last build that rendered.
    func publish(files newFiles: [OutputFile]?, onDemand newOnDemand: OnDemandRendering?, problems newProblems: [String]) {
        if let newFiles {
            files = Dictionary(newFiles.map { ($0.path, $0.contents) }) { first, _ in first }
            onDemand = newOnDemand
            onDemandFiles = nil
        }
        problems = newProblems
        version += 1
        releaseWaiters()
    }

    /// Returns as soon as the version differs from `since`, or after `timeout` with the version unchanged
    /// (so a long poll never outlives the HTTP server's request time-out).
    func waitForChange(since: Int, timeout: Duration) async -> Int {
        if version != since { return version }
        let id = nextWaiter
        nextWaiter += 1
        Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.release(id)
        }
        // A stopping server cancels its requests: answer at once rather than at the time-out.
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[id] = continuation
            }
        } onCancel: {
            Task { await self.release(id) }
        }
    }

    /// Answers one waiter, if it still waits, with the unchanged version.
    private func release(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume(returning: version)
    }

    /// Answers every waiter with the current version: after a build, and when the server stops.
    func releaseWaiters() {
        let ready = waiters
        waiters = [:]
        for continuation in ready.values { continuation.resume(returning: version) }
    }

    /// A file with the version and problems of the build that made it, read at once, so a page
    /// never claims a newer build than the one it shows.
    func file(_ path: String) -> (contents: [UInt8], version: Int, problems: [String])? {
        (files[path] ?? onDemandFiles?[path]).map { ($0, version, problems) }
    }

    /// What to render on demand, when nothing was rendered on demand since the build.
    func pendingOnDemand() -> (rendering: OnDemandRendering, version: Int)? {
        guard onDemandFiles == nil, let onDemand, !onDemand.renderers.isEmpty else { return nil }
        return (onDemand, version)
    }

    /// Keeps what was rendered on demand, unless a newer build came meanwhile.
    func storeOnDemand(_ rendered: [OutputFile], version built: Int) {
        guard built == version else { return }
        onDemandFiles = Dictionary(rendered.map { ($0.path, $0.contents) }) { first, _ in first }
    }
}
