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

    @Test func bindSendsEveryEventToEachObserverInOrder() {
        let first = PublishSubject<Int>()
        let second = BehaviorSubject(value: 0)
        let firstRecorder = Recorder<Int>()
        let secondRecorder = Recorder<Int>()
        _ = first.subscribe(firstRecorder)
        _ = second.subscribe(secondRecorder)
        // Variadic observers share one type, as in RxSwift: erase them.
        _ = Observable.of(1, 2).bind(to: AnyObserver(first), AnyObserver(second))
        #expect(firstRecorder.events == [.next(1), .next(2), .completed])
        #expect(secondRecorder.events == [.next(0), .next(1), .next(2), .completed])
    }

    @Test func bindToOptionalObserversWrapsElements() {
        let subject = PublishSubject<Int?>()
        let recorder = Recorder<Int?>()
        _ = subject.subscribe(recorder)
        _ = Observable.just(3).bind(to: subject)
        #expect(recorder.events == [.next(3), .completed])
    }

    @Test func bindToABinderAndOnNext() {
        let log = Log()
        let source = Observable.just(1)
        let result = source.bind(to: { (observable: Observable<Int>) in observable === source })
        #expect(result)
        let curried = source.bind(to: { (observable: Observable<Int>) in { (suffix: String) in "bound \(suffix)" } }, curriedArgument: "x")
        #expect(curried == "bound x")
        _ = Observable.of(1, 2).bind(onNext: { log.append("\($0)") })
        #expect(log.lines == ["1", "2"])
    }
}
