extension AsyncSequence {
    /// Returns an observable that iterates the sequence in a task of its own for each subscriber.
    ///
    /// The task is detached, so events arrive on whatever thread it runs on: add
    /// `observe(on: MainScheduler.instance)` before touching the user interface. The end of the
    /// sequence is a `completed`, an error it throws is an `error`, and a `CancellationError` is a
    /// `completed`. Disposing the subscription cancels the task.
    ///
    /// - Parameter priority: The priority of the iterating task.
    /// - Returns: An observable of the sequence's elements.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            let iteration = TaskBody { await self.forward(to: observer) }
            let task = Task.detached(priority: priority) {
                await iteration.run()
            }
            return Disposables.create { task.cancel() }
        }
    }

    /// Iterates the sequence, sending each element, then the way it stopped, to `observer`.
    private func forward(to observer: AnyObserver<Element>) async {
        do {
            for try await element in self {
                observer.onNext(element)
            }
            observer.onCompleted()
        } catch is CancellationError {
            observer.onCompleted()
        } catch {
            observer.onError(error)
        }
    }
}

/// The work of one task, handed to it by the code that starts it.
private final class TaskBody: @unchecked Sendable {
    // @unchecked Sendable: immutable, and only the task it is handed to calls `body`, once.
    private let body: () async -> Void

    init(_ body: @escaping () async -> Void) {
        self.body = body
    }

    func run() async {
        await body()
    }
}
