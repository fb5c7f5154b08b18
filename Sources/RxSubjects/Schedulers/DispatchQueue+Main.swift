import Dispatch
#if canImport(Darwin)
import Darwin
#endif

extension DispatchQueue {
    /// A key whose value is set on the main queue only, so its presence says "running on the main queue".
    ///
    /// RxSwift tells the main queue apart the same way; on the main thread outside any queue the
    /// main queue counts as current, so work from the program's top level runs at once.
    private static let mainQueueKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isMain: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }
}

/// Whether the caller runs on the main thread, where RxSwift can tell (Darwin); RxSwift does not check on Linux.
var isRunningOnMainThreadOrUnknown: Bool {
    #if canImport(Darwin)
    pthread_main_np() != 0
    #else
    true
    #endif
}

/// Boxes a value for a Dispatch closure, which must be `@Sendable`.
///
/// Schedulers hand an action and its state to another queue, as RxSwift does; whether that is safe
/// is the caller's business (observers are called serially), which the compiler cannot see.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
