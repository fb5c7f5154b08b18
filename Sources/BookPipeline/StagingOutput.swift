import BookCore
import Foundation

/// Where a build's files go as renderers hand them over, from any thread: into the staging folder
/// (begun on the first file), or held when the output folder refuses one, so that refusal is
/// reported only once the book is known to render without errors.
///
/// `@unchecked Sendable`: `lock` guards every stored property.
final class StagingOutput: OutputConsumer, @unchecked Sendable {
    private let writer: OutputWriter
    private let lock = NSLock()
    private var begun = false
    private var staging: StagingQueue?
    private var held: [OutputFile] = []
    private var written: [String] = []
    private var discarding = false

    init(writer: OutputWriter) {
        self.writer = writer
    }

    /// Takes files to write.
    func consume(_ files: [OutputFile]) {
        lock.withLock {
            guard !discarding, !files.isEmpty else { return }
            if !begun {
                begun = true
                staging = (try? writer.begin()).map(StagingQueue.init)
            }
            if let staging {
                staging.add(files)
                written += files.map(\.path)
            } else {
                held += files
            }
        }
    }

    /// Waits until every file delivered so far is written.
    ///
    /// - Throws: `WriteError` when a write failed; the staging folder is then gone.
    func wait() throws(OutputWriter.WriteError) {
        try lock.withLock { staging }?.wait()
    }

    /// Drops everything delivered, and everything delivered from now on: the book has errors.
    func discard() {
        let staging = lock.withLock {
            discarding = true
            held = []
            written = []
            return self.staging
        }
        // Files already queued are written first, then the folder holding them is removed.
        try? staging?.wait()
        staging?.folder.abort()
    }

    /// Puts the files in the output folder's place.
    ///
    /// - Returns: The paths written.
    /// - Throws: `WriteError` when the output folder refuses them or writing fails.
    func commit() throws(OutputWriter.WriteError) -> [String] {
        let (staging, held, written) = lock.withLock { (self.staging, self.held, self.written) }
        if let staging {
            try staging.wait()
            try staging.folder.commit()
            return written
        }
        let sorted = held.sorted { $0.path < $1.path }
        try writer.write(sorted)
        return sorted.map(\.path)
    }
}
