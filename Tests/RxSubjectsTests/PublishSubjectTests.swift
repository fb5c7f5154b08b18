import RxSubjects
import RxTestSupport
import Testing

@Suite struct PublishSubjectTests {
    @Test func deliversOnlyEventsSentAfterSubscribing() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        subject.onNext(1)
        _ = subject.subscribe(recorder)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        #expect(recorder.events == [.next(2), .next(3), .completed])
    }

    @Test func eachSubscriberGetsWhatWasSentWhileItWasSubscribed() {
        let subject = PublishSubject<String>()
        let first = Recorder<String>()
        let second = Recorder<String>()
        let firstSubscription = subject.subscribe(first)
        subject.onNext("1")
        _ = subject.subscribe(second)
        subject.onNext("2")
        firstSubscription.dispose()
        subject.onNext("3")
        subject.onCompleted()
        subject.onNext("4")
        #expect(first.events == [.next("1"), .next("2")])
        #expect(second.events == [.next("2"), .next("3"), .completed])
    }

    @Test func disposedSubjectAnswersNewSubscribersWithTheDisposedError() throws {
        let subject = PublishSubject<Int>()
        subject.dispose()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        #expect(subject.isDisposed)
        #expect(recorder.events == [.error(RxError.disposed(object: subject))])
        let error = try #require(recorder.events.first?.error)
        #expect("\(error)" == "Object `RxSwift.PublishSubject<Swift.Int>` was already disposed.")
    }

    @Test func disposingForgetsTheTerminalEvent() {
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        subject.dispose()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        #expect(recorder.events == [.error(RxError.disposed(object: subject))])
    }

    @Test func checksTheTerminalEventBeforeDisposal() {
        // RxSwift's order: a stop event sent after dispose() is recorded, and wins over "disposed".
        let subject = PublishSubject<Int>()
        subject.dispose()
        subject.onNext(1)
        subject.onCompleted()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        #expect(recorder.events == [.completed])
        #expect(subject.isDisposed)
    }

    @Test func disposingRemovesObservers() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onNext(1)
        subject.dispose()
        subject.onNext(2)
        #expect(!subject.hasObservers)
        #expect(recorder.events == [.next(1)])
    }

    @Test func terminationRemovesObservers() {
        let subject = PublishSubject<Int>()
        _ = subject.subscribe { _ in }
        subject.onCompleted()
        #expect(!subject.hasObservers)
    }

    @Test func freedInlineSlotIsReusedFirstAsInRxSwift() {
        // RxSwift's Bag puts a new observer in the inline slot when it is free, and the slot is
        // delivered to first: A and B subscribe, A leaves, C joins, and C is served before B.
        let subject = PublishSubject<Int>()
        let log = Log()
        let a = subject.subscribe(onNext: { log.append("A\($0)") })
        _ = subject.subscribe(onNext: { log.append("B\($0)") })
        a.dispose()
        _ = subject.subscribe(onNext: { log.append("C\($0)") })
        subject.onNext(1)
        #expect(log.lines == ["C1", "B1"])
    }

    @Test func asObserverIsTheSubjectItself() {
        let subject = PublishSubject<Int>()
        #expect(subject.asObserver() === subject)
        #expect(subject.asObservable() === subject)
    }
}
