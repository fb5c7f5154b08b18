import BookCore
import Dispatch

/// Writes renderers' files into the staging folder on a thread of its own, so the next renderer
/// renders while the kernel creates the previous one's files, on another core.
///
/// `@unchecked Sendable`: `folder` and `failure` are used on `queue` only, and by the caller only
/// after `wait()` has returned.
final class StagingQueue: @unchecked Sendable {
    let folder: OutputWriter.Staging
    private let queue = DispatchQueue(label: "bookgen.staging")
    private var failure: OutputWriter.WriteError?

    init(_ folder: OutputWriter.Staging) {
        self.folder = folder
    }

    /// Queues `files` for writing, each on its own, so each is let go of once written (the site's
    /// pages are then not all held while the EPUB renders). After a failure (which removed the
    /// staging folder) nothing more is written.
    func add(_ files: [OutputFile]) {
        // The largest first (the print page, the search index): they are let go of soonest.
        for file in files.sorted(by: { $0.contents.count > $1.contents.count }) {
            queue.async {
                guard self.failure == nil else { return }
                do throws(OutputWriter.WriteError) {
                    try self.folder.add([file])
                } catch {
                    self.failure = error
                }
            }
        }
    }

    /// Waits until every queued file is written.
    ///
    /// - Throws: `WriteError` when a write failed; the staging folder is then gone.
    func wait() throws(OutputWriter.WriteError) {
        if let failure = queue.sync(execute: { self.failure }) { throw failure }
    }
}
