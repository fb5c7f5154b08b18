import Foundation

/// What decides an example's result, each part hashed separately so `--explain` can say which one changed.
/// Stored as a flat list of its six parts: the cache is read by every check.
package struct CacheKeyParts: Hashable, Sendable {
    package var code: String
    package var declarations: String
    /// The environment's key: its sources, package and settings.
    package var environment: String
    package var compiler: String
    package var tool: String
    package var settings: String

    package var key: String {
        SHA256.hex([code, declarations, environment, compiler, tool, settings].joined(separator: "|"))
    }

    /// The reasons an example with these parts ran again, compared with its last run's parts.
    package func reasons(comparedWith previous: CacheKeyParts?) -> [String] {
        guard let previous else { return ["it has not run before"] }
        var reasons: [String] = []
        if code != previous.code { reasons.append("its code changed") }
        if declarations != previous.declarations { reasons.append("the chapter's shared declarations changed") }
        if environment != previous.environment { reasons.append("the environment changed (its sources, package or settings)") }
        if compiler != previous.compiler { reasons.append("the compiler changed") }
        if tool != previous.tool { reasons.append("bookgen changed") }
        if settings != previous.settings { reasons.append("its settings (timeout, crash, compile-only, marbles or the environment variables it is given) changed") }
        return reasons.isEmpty ? ["its last result was not kept (it did not compile, or printed differently on two runs)"] : reasons
    }
}

extension CacheKeyParts: Codable {
    package init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        code = try container.decode(String.self)
        declarations = try container.decode(String.self)
        environment = try container.decode(String.self)
        compiler = try container.decode(String.self)
        tool = try container.decode(String.self)
        settings = try container.decode(String.self)
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for part in [code, declarations, environment, compiler, tool, settings] { try container.encode(part) }
    }
}

/// Results of earlier runs, on disk in the cache folder, so that an unchanged example never runs twice.
struct ResultCache {
    private struct Stored: Codable {
        var format = 5
        var runs: [String: ExampleRun] = [:]
        /// Keys of compile-fail checks that passed.
        var passedCompileFailures: Set<String> = []
    }

    /// Environment, `|`, example or check id -> the key parts of its last run. Only an example that
    /// runs again reads them (for its reasons), so they have a file of their own, read on first
    /// use: they were two thirds of the bytes a check that runs nothing decoded.
    private struct StoredParts: Codable {
        var format = 1
        var lastParts: [String: CacheKeyParts] = [:]
    }

    private var stored = Stored()
    private var parts: StoredParts?
    private var used: Set<String> = []
    /// Whether anything was stored since loading; an unchanged cache is not written again.
    private var changed = false
    private var partsChanged = false
    let path: String
    let partsPath: String
    static let fileName = "results.json"
    static let partsFileName = "last-parts.json"

    /// - Parameter folder: The book's own folder in the cache (`CacheLayout.bookFolder`): each
    ///   book keeps its results apart, so checking one never evicts another's.
    init(folder: String) {
        path = folder + "/" + Self.fileName
        partsPath = folder + "/" + Self.partsFileName
        if let decoded = CacheFile.load(Stored.self, from: path), decoded.format == 5 {
            stored = decoded
        }
    }

    mutating func lastParts(of id: String) -> CacheKeyParts? {
        loadedParts().lastParts[id]
    }

    private mutating func loadedParts() -> StoredParts {
        if let parts { return parts }
        let loaded = CacheFile.load(StoredParts.self, from: partsPath).flatMap { $0.format == 1 ? $0 : nil } ?? StoredParts()
        parts = loaded
        return loaded
    }

    private mutating func setLastParts(_ keyParts: CacheKeyParts, id: String) {
        var all = loadedParts()
        parts = nil // `all` is then the only reference: no copy of the dictionary
        all.lastParts[id] = keyParts
        parts = all
        partsChanged = true
    }

    mutating func run(for parts: CacheKeyParts) -> ExampleRun? {
        run(forKey: parts.key)
    }

    /// The run stored under `key`, the `CacheKeyParts.key` of its parts.
    mutating func run(forKey key: String) -> ExampleRun? {
        guard let run = stored.runs[key] else { return nil }
        used.insert(key)
        return run
    }

    mutating func store(_ run: ExampleRun, for parts: CacheKeyParts, id: String) {
        changed = true
        setLastParts(parts, id: id)
        // A time-out and too much output are kept like any other ending: the key holds the time
        // limit and the output cap, so an edit, another limit or --no-cache runs it again, and an
        // endless example costs a warm check nothing. A failed start says nothing about the code.
        switch run.ending {
        case .finished, .crashed, .timedOut, .outputLimitExceeded:
            stored.runs[parts.key] = run
            used.insert(parts.key)
        default: break
        }
    }

    /// Remembers the parts of a program whose result is not kept (it did not compile, or printed
    /// differently on two runs), so that the next check can say this, and not a change, is why it
    /// runs again.
    mutating func recordUnkeptResult(parts: CacheKeyParts, id: String) {
        setLastParts(parts, id: id)
    }

    mutating func compileFailurePassed(_ parts: CacheKeyParts) -> Bool {
        compileFailurePassed(key: parts.key)
    }

    mutating func compileFailurePassed(key: String) -> Bool {
        guard stored.passedCompileFailures.contains(key) else { return false }
        used.insert(key)
        return true
    }

    mutating func recordCompileFailure(passed: Bool, parts: CacheKeyParts, id: String) {
        changed = true
        setLastParts(parts, id: id)
        if passed {
            stored.passedCompileFailures.insert(parts.key)
            used.insert(parts.key)
        }
    }

    /// Writes the cache; when `prune` is set, results not used in this run are dropped so the file stays small.
    mutating func save(prune: Bool) {
        if prune {
            let runs = stored.runs.filter { used.contains($0.key) }
            let passed = stored.passedCompileFailures.filter { used.contains($0) }
            changed = changed || runs.count != stored.runs.count || passed.count != stored.passedCompileFailures.count
            stored.runs = runs
            stored.passedCompileFailures = passed
        }
        if partsChanged, let parts {
            CacheFile.save(parts, to: partsPath)
            partsChanged = false
        }
        guard changed else { return }
        CacheFile.save(stored, to: path)
    }
}
