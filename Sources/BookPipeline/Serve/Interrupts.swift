import Dispatch
import Foundation

/// The pipe the signal handler writes to; made before the handler is installed, since a signal
/// handler may only make async-signal-safe calls (no lazy initialisation, no allocation).
private let interruptPipe: (read: Int32, write: Int32) = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return (-1, -1) }
    return (ends[0], ends[1])
}()

/// Turns Ctrl-C (SIGINT) and SIGTERM into a call, so that `serve` stops its server and returns
/// instead of dying mid-write.
///
/// A real handler rather than `SIG_IGN` with a dispatch source: an ignored signal stays ignored in
/// the compilers and examples a build starts, so Ctrl-C would no longer stop them, while a caught
/// one is reset to its default in every program started after it.
package enum Interrupts {
    /// Keeps the read source alive. Unsynchronised: only `onInterrupt` sets it, once, from the
    /// command's task before anything else runs.
    nonisolated(unsafe) private static var source: (any DispatchSourceRead)?

    /// Calls `handler` once, on a background queue, at the first SIGINT or SIGTERM; a second one
    /// ends the process at once, as if nothing had been installed.
    package static func onInterrupt(_ handler: @escaping @Sendable () -> Void) {
        let ends = interruptPipe
        guard ends.read >= 0 else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: ends.read, queue: .global())
        source.setEventHandler {
            source.cancel()
            handler()
        }
        source.resume()
        Self.source = source
        for signal in [SIGINT, SIGTERM] {
            _ = Foundation.signal(signal) { number in
                Foundation.signal(number, SIG_DFL)
                var byte: UInt8 = 1
                _ = write(interruptPipe.write, &byte, 1)
            }
        }
    }
}
