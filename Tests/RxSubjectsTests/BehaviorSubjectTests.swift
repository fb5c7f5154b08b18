import RxSubjects
import RxTestSupport
import Testing

@Suite struct BehaviorSubjectTests {
    @Test func sendsTheCurrentValueThenLaterOnes() {
        let subject = BehaviorSubject(value: "initial")
        let recorder = Recorder<String>()
        _ = subject.subscribe(recorder)
        subject.onNext("1")
        subject.onCompleted()
        #expect(recorder.events == [.next("initial"), .next("1"), .completed])
    }

    @Test func lateSubscriberGetsTheLatestValue() {
        let subject = BehaviorSubject(value: 0)
        subject.onNext(1)
        subject.onNext(2)
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onNext(3)
        #expect(recorder.events == [.next(2), .next(3)])
    }

    @Test func valueIsTheLatestElementAndSurvivesCompletion() throws {
        let subject = BehaviorSubject(value: 1)
        #expect(try subject.value() == 1)
        subject.onNext(2)
        #expect(try subject.value() == 2)
        subject.onCompleted()
        subject.onNext(3)
        #expect(try subject.value() == 2)
    }

    @Test func valueThrowsTheTerminatingError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError.anError)
        #expect(throws: TestError.anError) { try subject.value() }
    }

    @Test func valueThrowsDisposedOnceDisposed() throws {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        let error = try #require(throws: RxError.self) { try subject.value() }
        #expect("\(error)" == "Object `RxSwift.BehaviorSubject<Swift.Int>` was already disposed.")
    }

    @Test func disposedSubjectAnswersNewSubscribersWithTheDisposedError() {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        subject.dispose()
        subject.onCompleted()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        #expect(subject.isDisposed)
        #expect(recorder.events == [.error(RxError.disposed(object: subject))])
    }

    @Test func eventsAfterDisposalAreIgnored() throws {
        let subject = BehaviorSubject(value: 1)
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.dispose()
        subject.onNext(2)
        subject.onCompleted()
        #expect(recorder.events == [.next(1)])
        #expect(!subject.hasObservers)
    }

    @Test func terminationKeepsObserversAsInRxSwift() {
        // RxSwift's BehaviorSubject does not clear its bag on a stop event; only dispose() does.
        let subject = BehaviorSubject(value: 1)
        _ = subject.subscribe { _ in }
        subject.onCompleted()
        #expect(subject.hasObservers)
        subject.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func observerIsSubscribedBeforeItGetsTheCurrentValue() throws {
        // An element sent from inside the first callback reaches the new observer too.
        let subject = BehaviorSubject(value: 0)
        let recorder = Recorder<Int>()
        _ = subject.subscribe { event in
            recorder.on(event)
            if event.element == 0 { subject.onNext(1) }
        }
        #expect(recorder.events == [.next(0), .next(1)])
        #expect(try subject.value() == 1)
    }
}
