import FlyingFox
import FlyingSocks

/// FlyingFox's socket pool, with an end to every wait for a client's bytes (`ConnectionDeadlines`).
///
/// FlyingFox 0.27 bounds only how long a handler may take to answer (`HTTPServer`'s `timeout`);
/// reading a request head waits as long as the client likes, and its connection type and decoder
/// are internal. The pool is the seam it offers: every read that would block suspends here, so a
/// wait that outlives its deadline throws, and the server closes the connection.
struct DeadlineSocketPool<Pool: AsyncSocketPool>: AsyncSocketPool {
    let pool: Pool
    let deadlines: ConnectionDeadlines

    func prepare() async throws {
        try await pool.prepare()
    }

    func run() async throws {
        try await pool.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        guard events.contains(.read), let deadline = deadlines.waitStarts(on: socket) else {
            return try await pool.suspendSocket(socket, untilReadyFor: events)
        }
        let ready = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask { [pool] in
                try await pool.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return false
            }
            // The loser is cancelled: the pool forgets a cancelled wait, the sleep ends.
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        guard ready else {
            deadlines.expired(socket)
            throw SocketError.timeout(message: "no complete request in time")
        }
        deadlines.bytesArrived(on: socket)
    }
}
