extension ObservableConvertibleType {
    /// The sequence's elements as an asynchronous sequence, for `for try await`.
    ///
    /// Reading the property subscribes at once, and the stream keeps every element it is sent until
    /// the loop asks for it (its buffer is unbounded). A `completed` ends the loop, an error is what
    /// the loop throws. When the stream is cancelled (the looping task is cancelled, or the loop and
    /// the stream both go away, as when a loop over `source.values` breaks) the subscription is
    /// disposed, and a loop still waiting throws `CancellationError`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { element in
                    // nonisolated(unsafe): elements need not be Sendable, as in RxSwift, and handing
                    // them to the looping task is what the bridge is for.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() },
                // Only the first `finish` counts: after a stop event this one does nothing, and
                // otherwise the subscription was disposed because the stream was cancelled.
                onDisposed: { continuation.finish(throwing: CancellationError()) }
            )
            // nonisolated(unsafe): the handler only disposes, and a subscription may be disposed
            // from any thread.
            nonisolated(unsafe) let disposable = subscription
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    disposable.dispose()
                }
            }
        }
    }
}
