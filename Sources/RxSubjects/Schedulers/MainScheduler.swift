import Dispatch
import Synchronization

/// The scheduler of work that must run on the main queue, such as updating a user interface.
///
/// Work scheduled from the main queue runs at once, unless work of this scheduler is already
/// running or queued: then it is queued on `DispatchQueue.main` behind it, so events keep their
/// order. Work from other threads is always queued on the main queue, and runs when the program
/// drains it (a run loop, `dispatchMain()`, or `example(of:)` when the example ends).
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // @unchecked Sendable: `numberEnqueued` is atomic; the rest is immutable.

    /// The work of this scheduler that is running or queued.
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a main scheduler. Each instance keeps its own count of queued work, as in RxSwift.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared main scheduler.
    public static let instance = MainScheduler()

    /// A scheduler that always queues on the main queue, even when called from it.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops the program when called outside the main queue.
    ///
    /// - Parameter errorMessage: The message to stop with.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.isMain {
            fatalError(errorMessage ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on main thread.")
        }
    }

    /// Stops the program when called outside the main thread (on Darwin; RxSwift cannot tell on Linux).
    ///
    /// - Parameter errorMessage: The message to stop with.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !isRunningOnMainThreadOrUnknown {
            fatalError(errorMessage ?? "Running on background thread.")
        }
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previouslyEnqueued = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if DispatchQueue.isMain, previouslyEnqueued == 0 {
            let disposable = action(state)
            numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        queue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
            self.numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}
