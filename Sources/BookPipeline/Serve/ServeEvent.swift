import BookCore

/// Where a build's time went, in seconds.
package struct BuildTimings: Sendable {
    /// From the build's start to its pages served.
    package var total: Double
    /// Reading the book and checking its examples through the cache.
    package var check: Double
    /// Rendering the pages.
    package var render: Double
}

/// What `serve` tells the command to print.
package enum ServeEvent: Sendable {
    /// The first build is starting; it checks every example that the cache does not hold.
    case checking
    /// The book is served at `url`.
    case listening(url: String, port: Int)
    /// Files changed; a build starts.
    case rebuilding(changed: [String])
    /// A build was served: `problems` are the failing checks and problems with the book, each
    /// shown on its page and in a banner on every page.
    case built(version: Int, summary: String, problems: [Diagnostic], timings: BuildTimings)
    /// A build could not run (an environment that does not build, a book folder gone); the pages
    /// of the last build stay, with the message in their banner.
    case buildFailed(version: Int, message: String)
}
