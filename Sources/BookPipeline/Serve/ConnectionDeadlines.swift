import FlyingFox
import FlyingSocks
import Foundation

/// When the server stops waiting for a client's bytes on each open connection.
///
/// A new connection has `headerTimeout` to send its first request head. Once a request head is
/// complete (`requestArrived`), the wait for the next one is idle: it ends after `idleTimeout`,
/// or when bytes arrive, which start a new head with `headerTimeout` to finish it. While a request
/// is answered (a long poll) the server reads nothing, so no deadline runs.
///
/// The pool knows a connection by its socket, the handler only by the peer's address, and a
/// request may be answered before its connection ever waited; so arrivals are noted by peer and
/// read at the connection's next wait. A stale note (a peer's earlier connection that never waited
/// again) at worst gives a new connection the idle timeout instead of the header timeout.
///
/// `@unchecked Sendable`: `lock` guards `connections`, `arrivals` and `pruneArrivalsAt`.
final class ConnectionDeadlines: @unchecked Sendable {
    let headerTimeout: Duration
    let idleTimeout: Duration

    private struct Connection {
        var peer: HTTPRequest.Address
        /// Between a complete request head and the first byte of the next one.
        var isIdle: Bool
        /// Set by the first wait after the connection opened, a request arrived or bytes ended an idle wait.
        var deadline: ContinuousClock.Instant?
    }

    private let lock = NSLock()
    /// By file descriptor, so that a reused descriptor replaces the entry of a closed connection
    /// and the table never holds more entries than the process may open files.
    private var connections: [Int32: Connection] = [:]
    /// Requests whose connection has not waited since, by peer: when each arrived.
    private var arrivals: [HTTPRequest.Address: ContinuousClock.Instant] = [:]
    private var pruneArrivalsAt = 1024

    init(headerTimeout: Duration, idleTimeout: Duration) {
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
    }

    /// The instant a wait for `socket`'s bytes that starts now must end; nil for the listening
    /// socket (it has no peer), whose wait for connections has no end.
    func waitStarts(on socket: Socket) -> ContinuousClock.Instant? {
        guard let peer = try? HTTPRequest.Address.make(from: socket.remotePeer()) else { return nil }
        let now = ContinuousClock.now
        return lock.withLock {
            var connection = connections[socket.file.rawValue]
            // A deadline already past belongs to a closed connection whose descriptor was reused:
            // a live one is closed at its deadline, and only parses between its waits.
            if connection?.peer != peer || connection?.deadline.map({ $0 <= now }) == true { connection = nil }
            var current = connection ?? Connection(peer: peer, isIdle: false)
            if arrivals.removeValue(forKey: peer) != nil {
                current.isIdle = true
                current.deadline = nil
            }
            let deadline = current.deadline ?? now + (current.isIdle ? idleTimeout : headerTimeout)
            current.deadline = deadline
            connections[socket.file.rawValue] = current
            return deadline
        }
    }

    /// Bytes (or the end of the stream) arrived on `socket`: an idle connection has begun its next head.
    func bytesArrived(on socket: Socket) {
        let now = ContinuousClock.now
        lock.withLock {
            guard var connection = connections[socket.file.rawValue], connection.isIdle else { return }
            connection.isIdle = false
            connection.deadline = now + headerTimeout
            connections[socket.file.rawValue] = connection
        }
    }

    /// A request head from `peer` is complete: the connection's next wait is an idle one.
    func requestArrived(from peer: HTTPRequest.Address?) {
        guard let peer else { return }
        let now = ContinuousClock.now
        lock.withLock {
            arrivals[peer] = now
            // Notes of connections that closed without waiting again; a live one waits within
            // minutes of its request (the handler's own timeout is a minute).
            if arrivals.count >= pruneArrivalsAt {
                arrivals = arrivals.filter { now - $0.value < .seconds(600) }
                pruneArrivalsAt = max(1024, 2 * arrivals.count)
            }
        }
    }

    /// `socket` missed its deadline and is about to be closed.
    func expired(_ socket: Socket) {
        _ = lock.withLock { connections.removeValue(forKey: socket.file.rawValue) }
    }
}
