import RxSubjects
import RxTestSupport
import Testing

@Suite struct ObserverTests {
    @Test func anyObserverForwardsToAClosureOrAnObserver() {
        let recorder = Recorder<Int>()
        let viaClosure = AnyObserver<Int> { recorder.on($0) }
        let viaObserver = AnyObserver(recorder)
        viaClosure.onNext(1)
        viaObserver.onNext(2)
        recorder.asObserver().onCompleted()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func mapObserverTransformsAndTurnsThrowsIntoErrors() {
        let recorder = Recorder<String>()
        let observer: AnyObserver<Int> = recorder.mapObserver { (value: Int) -> String in
            if value < 0 { throw TestError.anError }
            return "#\(value)"
        }
        observer.onNext(1)
        observer.onNext(-1)
        #expect(recorder.events == [.next("#1"), .error(TestError.anError)])
    }
}
