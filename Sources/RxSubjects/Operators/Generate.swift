extension ObservableType {
    /// Returns a sequence that runs a loop: sends the state while `condition` holds, advancing it with `iterate`.
    ///
    /// An error thrown by `condition` or `iterate` terminates the sequence with that error.
    ///
    /// - Parameters:
    ///   - initialState: The first state.
    ///   - condition: Whether to send the state and go on; once false, the sequence completes.
    ///   - scheduler: Runs the loop's steps.
    ///   - iterate: Computes the next state.
    /// - Returns: The sequence of states.
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        GenerateObservable(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

private final class GenerateObservable<Element>: Producer<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let initialState: Element
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    let scheduler: ImmediateSchedulerType

    init(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element,
        scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = GenerateSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

private final class GenerateSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched by the loop's steps, which run one at a time.
    private let parent: GenerateObservable<Observer.Element>
    private var state: Observer.Element

    init(parent: GenerateObservable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        state = parent.initialState
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        parent.scheduler.scheduleRecursive(true) { isFirst, recurse in
            do {
                if !isFirst {
                    self.state = try self.parent.iterate(self.state)
                }
                if try self.parent.condition(self.state) {
                    self.forwardOn(.next(self.state))
                    recurse(false)
                } else {
                    self.forwardOn(.completed)
                    self.dispose()
                }
            } catch {
                self.forwardOn(.error(error))
                self.dispose()
            }
        }
    }
}
