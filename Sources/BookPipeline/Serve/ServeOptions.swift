import BookCore

/// How `bookgen serve` runs.
package struct ServeOptions: Sendable {
    /// The port on 127.0.0.1; 0 takes any free one.
    package var port: UInt16 = 3000
    /// A chapter's download is proven by `check` and `build`, not on every reload.
    package var check = {
        var options = CheckOptions()
        options.provesDownloads = false
        return options
    }()
    /// How often the watched files are scanned for changes.
    package var pollInterval: Duration = .milliseconds(100)
    /// How long the files must stay unchanged before a build starts: an editor may write a file in
    /// several steps, and a build of half a save would only be replaced by the next one.
    package var settleTime: Duration = .milliseconds(30)
    /// How long the page's long poll waits for a build before asking again.
    package var pollTimeout: Duration = .seconds(25)

    package init() {}
}
