/// An observer that applies elements to a target object on a scheduler: the observer side of UI bindings.
///
/// It holds the target weakly (once the target is gone, elements are dropped), applies each
/// element through `scheduler` (a new `MainScheduler` by default, as in RxSwift), ignores
/// completion, and treats an error as a programmer error: a debug build stops, a release build prints it.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that calls `binding` with `target` and each element.
    ///
    /// - Parameters:
    ///   - target: The object elements are applied to; held weakly.
    ///   - scheduler: The scheduler that applies the elements.
    ///   - binding: Applies one element to the target.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Applies a `next` element to the target; see the type's description for the other events.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Erases the type of this observer.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
