import Dispatch

/// A scheduler that runs work on a serial dispatch queue, one action at a time, in order.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: the stored properties are immutable and DispatchQueue is thread safe.
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    /// Creates a scheduler on `serialQueue`, which must be serial.
    ///
    /// - Parameters:
    ///   - serialQueue: The queue that runs the work.
    ///   - leeway: The leeway of delayed work.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        queue = serialQueue
        self.leeway = leeway
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the new queue.
    ///   - serialQueueConfiguration: Called with the new queue, to configure it.
    ///   - leeway: The leeway of delayed work.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the target queue.
    ///   - internalSerialQueueName: The label of the new queue.
    ///   - leeway: The leeway of delayed work.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: DispatchQueue.global(qos: qos.qosClass))
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Queues `action` on the scheduler's queue.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleInternal(state, action: action)
    }

    /// The scheduling that `MainScheduler` refines to run at once when it can.
    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        queue.async {
            if cancel.isDisposed {
                return
            }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    /// Queues `action` on the scheduler's queue once `dueTime` has passed.
    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        queue.asyncAfter(deadline: .now() + dueTime) {
            if cancel.isDisposed {
                return
            }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }
}
