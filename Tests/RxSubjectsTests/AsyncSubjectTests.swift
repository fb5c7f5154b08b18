import RxSubjects
import RxTestSupport
import Testing

@Suite struct AsyncSubjectTests {
    @Test func sendsOnlyTheLastElementAndOnlyOnCompletion() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        #expect(recorder.events == [])
        subject.onCompleted()
        #expect(recorder.events == [.next(3), .completed])
    }

    @Test func completesWithoutElementWhenNoneWasSent() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onCompleted()
        #expect(recorder.events == [.completed])
    }

    @Test func errorDropsTheLastElement() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onError(TestError.anError)
        #expect(recorder.events == [.error(TestError.anError)])
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        #expect(late.events == [.error(TestError.anError)])
    }

    @Test func lateSubscriberGetsTheLastElementThenCompletion() {
        let subject = AsyncSubject<String>()
        subject.onNext("a")
        subject.onNext("b")
        subject.onCompleted()
        subject.onNext("c")
        subject.onError(TestError.anError)
        let late = Recorder<String>()
        _ = subject.subscribe(late)
        #expect(late.events == [.next("b"), .completed])
    }

    @Test func terminationRemovesObservers() {
        let subject = AsyncSubject<Int>()
        _ = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        subject.onNext(1)
        subject.onCompleted()
        #expect(!subject.hasObservers)
    }
}
