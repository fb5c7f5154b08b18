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
    /// How long a connection may take to send a whole request head, from its first byte (or, for
    /// its first request, from when it was accepted): a client that sends half a request and waits
    /// would otherwise hold its connection, and a file descriptor, for ever.
    package var headerTimeout: Duration = .seconds(10)
    /// How long a kept-alive connection may wait between requests before the server closes it. The
    /// page's next long poll follows the last one at once, so only a forgotten connection waits this long.
    package var idleTimeout: Duration = .seconds(30)

    package init() {}
}
