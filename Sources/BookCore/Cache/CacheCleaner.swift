import Foundation

/// `bookgen clean`: removes from the cache folder what no check has used for a while (or all of
/// it): built environments (each book.toml change leaves one of about 24 MB), books' results, and
/// the work folders of runs that were killed. It removes only the folders bookgen names there,
/// never an environment another bookgen holds a lock on.
package struct CacheCleaner {
    package var cacheFolder: String
    /// Remove what was last used longer ago than this; nil removes everything, however recent.
    package var unusedFor: TimeInterval?
    package var now = Date()

    package init(cacheFolder: String, unusedFor: TimeInterval?) {
        self.cacheFolder = cacheFolder
        self.unusedFor = unusedFor
    }

    /// What a clean removed and left.
    package struct Report: Sendable, Equatable {
        /// Paths relative to the cache folder, in the order removed.
        package var removed: [String] = []
        package var freedBytes: Int64 = 0
        /// Environments in use by a running check, left alone.
        package var busy: [String] = []
        package var kept = 0
    }

    /// A work folder is a run's scratch space: one older than this is left from a run that was killed.
    static let abandonedWork: TimeInterval = 24 * 3600

    package func clean() -> Report {
        var report = Report()
        let environments = cacheFolder + "/environments"
        for name in Self.folders(in: environments) {
            let folder = environments + "/" + name
            guard isStale(folder) else {
                report.kept += 1
                continue
            }
            // A check holds a shared lock while it uses the environment, a build an exclusive one.
            guard let lock = FileLock.acquire(folder + ".lock", shared: false, waiting: false) else {
                report.busy.append("environments/" + name)
                continue
            }
            remove(folder, as: "environments/" + name, into: &report)
            unlink(folder + ".lock")
            FileLock.release(lock)
        }
        for name in Self.folders(in: cacheFolder + "/books") {
            let folder = cacheFolder + "/books/" + name
            if isStale(folder) { remove(folder, as: "books/" + name, into: &report) } else { report.kept += 1 }
        }
        for name in Self.folders(in: cacheFolder) where name.hasPrefix("work-") {
            let folder = cacheFolder + "/" + name
            if unusedFor == nil || age(of: folder) > Self.abandonedWork { remove(folder, as: name, into: &report) }
        }
        return report
    }

    private func isStale(_ path: String) -> Bool {
        guard let unusedFor else { return true }
        return age(of: path) > unusedFor
    }

    /// Seconds since the folder was last used: checks mark it (`CacheLayout.markUsed`).
    private func age(of path: String) -> TimeInterval {
        // attributesOfItem does not follow a link; a folder it cannot read counts as just used.
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return 0 }
        return now.timeIntervalSince(modified)
    }

    private func remove(_ path: String, as name: String, into report: inout Report) {
        let bytes = Self.size(of: path)
        guard (try? FileManager.default.removeItem(atPath: path)) != nil else { return }
        report.removed.append(name)
        report.freedBytes += bytes
    }

    /// The real folders directly in `folder` (no links, no files), sorted.
    static func folders(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            var status = stat()
            return lstat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        }.sorted()
    }

    /// The bytes of the files below `path`, links not followed.
    static func size(of path: String) -> Int64 {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return 0 }
        var total: Int64 = 0
        while let relative = walker.nextObject() as? String {
            var status = stat()
            if lstat(path + "/" + relative, &status) == 0, status.st_mode & S_IFMT == S_IFREG { total += Int64(status.st_size) }
        }
        return total
    }
}
