#if canImport(Darwin)
import CoreFoundation
import Darwin
#elseif canImport(Glibc)
import Dispatch
import Glibc
#endif

/// Runs the work queued on the main dispatch queue, without Foundation (internal: snippets see only `example(of:)`).
///
/// A command-line program has no run loop: blocks sent to `DispatchQueue.main` would run only
/// when it calls `dispatchMain()`, which never returns. `drain()` runs them now, as a run loop
/// turn would, including blocks they queue in turn, until the main queue is empty.
enum MainQueue {
    /// Runs every block on the main queue, and the blocks those queue, until none is left.
    ///
    /// Does nothing off the main thread, where the main queue's blocks must not run, and nothing
    /// inside a block of the main queue (libdispatch does not nest drains). Blocks that other
    /// threads queue after the queue was found empty wait for the next drain.
    static func drain() {
        #if canImport(Darwin)
        guard pthread_main_np() != 0 else { return }
        // One run-loop turn per pass; the main run loop services the main queue as a source.
        while CFRunLoopRunInMode(CFRunLoopMode.defaultMode, 0, true) == .handledSource {}
        #elseif canImport(Glibc)
        guard DispatchQueue.getSpecific(key: mainQueueKey) != nil else { return }
        // libdispatch signals this eventfd while the main queue has work; each callback runs the
        // blocks queued so far, which is what CoreFoundation's run loop does on Linux.
        let handle = mainQueueHandle()
        while hasPendingWork(handle) {
            var count: UInt64 = 0
            _ = read(handle, &count, MemoryLayout<UInt64>.size)
            mainQueueCallback(nil)
        }
        #endif
    }

    #if canImport(Glibc)
    /// Set on the main queue only: the main thread at top level counts as on it, other threads do not.
    private static let mainQueueKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    private static func hasPendingWork(_ handle: Int32) -> Bool {
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
    #endif
}

#if canImport(Glibc)
// libdispatch's entry points for CoreFoundation's run loop, exported on Linux.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func mainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func mainQueueCallback(_ message: UnsafeMutableRawPointer?)
#endif
