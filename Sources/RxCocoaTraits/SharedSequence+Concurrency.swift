extension SharedSequence {
    /// The sequence's elements as an asynchronous sequence, for `for await`; read it on the main actor.
    ///
    /// Reading the property subscribes at once, and the stream keeps every element it is sent until
    /// the loop asks for it. A `completed` ends the loop. When the stream is cancelled (the looping
    /// task is cancelled, or the loop and the stream both go away) the subscription is disposed and
    /// the loop ends.
    @MainActor public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            // A shared sequence never fails, so no `onError`.
            let subscription = asObservable().subscribe(
                onNext: { element in
                    // nonisolated(unsafe): elements need not be Sendable, as in RxSwift, and handing
                    // them to the looping task is what the bridge is for.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onCompleted: { continuation.finish() }
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
