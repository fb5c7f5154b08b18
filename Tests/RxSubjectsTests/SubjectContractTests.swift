import RxSubjects
import RxTestSupport
import Testing

/// The behaviour every subject shares, run over each kind.
@Suite struct SubjectContractTests {
    @Test(arguments: SubjectKind.allCases)
    func terminalEventIsDeliveredOnceAndLaterEventsAreIgnored(kind: SubjectKind) {
        let subject = kind.make()
        let recorder = Recorder<Int>()
        _ = subject.observable.subscribe(recorder)
        subject.observer.onCompleted()
        subject.observer.onNext(9)
        subject.observer.onError(TestError.anError)
        subject.observer.onCompleted()
        #expect(recorder.events == kind.eventsOnSubscribe + [.completed])
    }

    @Test(arguments: SubjectKind.allCases)
    func errorIsDeliveredAndLaterEventsAreIgnored(kind: SubjectKind) {
        let subject = kind.make()
        let recorder = Recorder<Int>()
        _ = subject.observable.subscribe(recorder)
        subject.observer.onError(TestError.anError)
        subject.observer.onNext(9)
        subject.observer.onCompleted()
        #expect(recorder.events == kind.eventsOnSubscribe + [.error(TestError.anError)])
    }

    @Test(arguments: SubjectKind.allCases)
    func lateSubscriberGetsTheTerminalEvent(kind: SubjectKind) {
        let completed = kind.make()
        completed.observer.onCompleted()
        let failed = kind.make()
        failed.observer.onError(TestError.anError)

        let afterCompletion = Recorder<Int>()
        let afterError = Recorder<Int>()
        _ = completed.observable.subscribe(afterCompletion)
        _ = failed.observable.subscribe(afterError)
        #expect(afterCompletion.events == [.completed])
        #expect(afterError.events == [.error(TestError.anError)])
    }

    @Test(arguments: SubjectKind.allCases)
    func deliversToSubscribersInSubscriptionOrder(kind: SubjectKind) {
        let subject = kind.make()
        let log = Log()
        let names = (0..<40).map { "observer \($0)" }
        let subscriptions = names.map { name in
            subject.observable.subscribe { event in
                if event.isStopEvent { log.append(name) }
            }
        }
        subject.observer.onCompleted()
        #expect(log.lines == names)
        subscriptions.forEach { $0.dispose() }
    }

    @Test(arguments: SubjectKind.allCases)
    func disposingTheSubscriptionStopsDelivery(kind: SubjectKind) {
        let subject = kind.make()
        let recorder = Recorder<Int>()
        let subscription = subject.observable.subscribe(recorder)
        subscription.dispose()
        subject.observer.onNext(1)
        subject.observer.onCompleted()
        #expect(recorder.events == kind.eventsOnSubscribe)
    }

    @Test(arguments: SubjectKind.allCases)
    func hasObserversFollowsSubscriptions(kind: SubjectKind) {
        let subject = kind.make()
        #expect(!subject.hasObservers())
        let first = subject.observable.subscribe { _ in }
        let second = subject.observable.subscribe { _ in }
        #expect(subject.hasObservers())
        first.dispose()
        #expect(subject.hasObservers())
        second.dispose()
        #expect(!subject.hasObservers())
        second.dispose()
        #expect(!subject.hasObservers())
    }

    @Test(arguments: SubjectKind.allCases)
    func subscribeWithClosuresCallsOnDisposedAfterTheTerminalEvent(kind: SubjectKind) {
        let subject = kind.make()
        let log = Log()
        _ = subject.observable.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.observer.onCompleted()
        let initial = kind == .behavior ? ["next 0"] : []
        #expect(log.lines == initial + ["completed", "disposed"])
    }
}
