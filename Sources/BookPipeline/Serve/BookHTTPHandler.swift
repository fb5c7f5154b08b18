import BookCore
import FlyingFox
import Foundation

/// Answers the browser: the served book's files, the live-reload script and its long poll.
/// Files come from memory, never from the disk, so no path can reach outside the book.
struct BookHTTPHandler: HTTPHandler {
    let site: ServedSite
    /// How long a long poll waits for a build before answering with the version unchanged.
    let pollTimeout: Duration
    /// Told when each request head is complete, so that the wait for the next one counts as idle.
    let deadlines: ConnectionDeadlines

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "epub": "application/epub+zip", "txt": "text/plain; charset=utf-8",
    ]

    /// The names this server answers to. A page on another site can make the browser send requests
    /// here under its own name (DNS rebinding); their `Host` names that site, so they are refused.
    static let localHosts: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    /// Whether a `Host` header names this machine's loopback: `127.0.0.1:3000`, `localhost`, `[::1]:3000`.
    static func isLocal(host: String?) -> Bool {
        guard let host else { return false }
        var name = Substring(host)
        if let colon = name.lastIndex(of: ":"), !name[colon...].contains("]") {
            guard name[name.index(after: colon)...].allSatisfy(\.isNumber) else { return false }
            name = name[..<colon]
        }
        return localHosts.contains(name.lowercased())
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        deadlines.requestArrived(from: request.remoteAddress)
        guard Self.isLocal(host: request.headers[.host]) else {
            return response(.forbidden, type: "text/plain; charset=utf-8", body: Array("only 127.0.0.1, localhost and [::1] are served\n".utf8))
        }
        guard request.method == .GET || request.method == .HEAD else {
            return response(.methodNotAllowed, type: "text/plain; charset=utf-8", body: Array("only GET and HEAD\n".utf8))
        }
        switch request.path {
        case LiveReload.changesPath:
            let since = request.query["since"].flatMap { Int($0) } ?? -1
            let version = await site.waitForChange(since: since, timeout: pollTimeout)
            return response(.ok, type: "text/plain; charset=utf-8", body: Array("\(version)".utf8))
        case LiveReload.scriptPath:
            return response(.ok, type: "text/javascript; charset=utf-8", body: Array(LiveReload.script.utf8))
        default:
            break
        }
        var path = String(request.path.drop { $0 == "/" })
        path = path.removingPercentEncoding ?? path
        // FlyingFox's `path` drops a trailing slash; the target as sent keeps it: `/cli/` is the
        // folder's `index.html`, and `/cli`, when that folder has one, is sent on to `/cli/`, so that
        // the page's relative links start in the folder.
        let namesFolder = request.target.path().hasSuffix("/")
        if path.isEmpty || path.hasSuffix("/") {
            path += "index.html"
        } else if namesFolder {
            path += "/index.html"
        } else if (path as NSString).pathExtension.isEmpty, await site.file(path) == nil, await site.file(path + "/index.html") != nil {
            return HTTPResponse(statusCode: .movedPermanently, headers: [.location: "/" + path + "/", .cacheControl: "no-store"], body: Data())
        }
        var found = await site.file(path)
        // The EPUB and the downloads are rendered when first asked for, once per build.
        if found == nil, let pending = await site.pendingOnDemand() {
            await site.storeOnDemand(pending.rendering.render(), version: pending.version)
            found = await site.file(path)
        }
        guard let file = found else {
            return response(.notFound, type: "text/html; charset=utf-8", body: LiveReload.notFound("/" + path))
        }
        let type = Self.contentTypes[(path as NSString).pathExtension.lowercased()] ?? "application/octet-stream"
        guard path.hasSuffix(".html") else { return response(.ok, type: type, body: file.contents) }
        return response(.ok, type: type, body: LiveReload.inject(into: file.contents, version: file.version, problems: file.problems))
    }

    private func response(_ status: HTTPStatusCode, type: String, body: [UInt8]) -> HTTPResponse {
        // Every answer is fresh: a reload must never show a style sheet or page from before the build.
        HTTPResponse(statusCode: status, headers: [.contentType: type, .cacheControl: "no-store"], body: Data(body))
    }
}
