import Foundation

/// Where the cache folder is, where things live in it, and the check that bookgen may write there.
///
/// `environments/NAME-KEY/` holds each built environment (shared by every book), `books/KEY/`
/// each book's results and parsed syntax (its own, so that checking one book never prunes
/// another's), `work-UUID/` the programs of one run.
package enum CacheLayout {
    /// The user's cache folder for bookgen, where every book's cache lives unless `--cache-folder`
    /// names another: `$XDG_CACHE_HOME/bookgen`, else `~/.cache/bookgen` (`~/Library/Caches/bookgen`
    /// on macOS). Never the current folder nor a package's `.build`, so bookgen writes nothing
    /// beside the book it checks, and environments built for one book serve the next.
    package static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/bookgen" }
        guard let home = environment["HOME"], !home.isEmpty else { return NSTemporaryDirectory() + "bookgen-cache" }
        #if canImport(Darwin)
        return home + "/Library/Caches/bookgen"
        #else
        return home + "/.cache/bookgen"
        #endif
    }

    /// The folder of one book's results: keyed by the book folder's real path.
    package static func bookFolder(in cacheFolder: String, book: String) -> String {
        let real = Containment.realPath(book) ?? URL(fileURLWithPath: book).standardizedFileURL.path
        return cacheFolder + "/books/" + String(SHA256.hex(real).prefix(16))
    }

    /// Records that a check used `folder` (an environment, a book's results) now, by its
    /// modification time: `bookgen clean` removes what has not been used for a while.
    static func markUsed(_ folder: String) {
        _ = utimes(folder, nil)
    }

    /// Makes sure bookgen can create and write files in `folder`, creating it if needed.
    ///
    /// - Throws: `SetupError` (`cannotCreate`) naming the folder and the reason, so an unwritable
    ///   cache is one clear setup error rather than every example failing to compile.
    static func ensureWritable(_ folder: String) throws(SetupError) {
        func refuse(_ reason: String) -> SetupError {
            SetupError(.cannotCreate, "cannot write the cache folder '\(folder)': \(reason); make it writable, or pass another folder with --cache-folder")
        }
        if let reason = createPrivateFolder(folder) { throw refuse(reason) }
        let probe = folder + "/.bookgen-write-test-\(ProcessInfo.processInfo.processIdentifier)"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw refuse(String(cString: strerror(errno))) }
        close(descriptor)
        unlink(probe)
    }

    /// Creates `folder` and its missing parents readable by their owner only (0700), as the XDG
    /// base directory rules ask: the cache holds the book's code, its output and the built
    /// environments, which other users of the machine have no business reading or replacing.
    /// Folders that exist keep their mode (the user's `~/.cache`, a `--cache-folder` they made).
    ///
    /// - Returns: nil, or the system's reason a folder could not be created. (mkdir, component by
    ///   component, for that reason: Foundation's error says only "the operation could not be completed".)
    static func createPrivateFolder(_ folder: String) -> String? {
        var path = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
        }
        return nil
    }
}
