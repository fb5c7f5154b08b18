import RxSubjects
import RxTestSupport
import Testing

// The expected sequences were observed from RxSwift 6.10.2 running the same code
// (Tests/TraitsProbes/InfallibleProbes.swift; scripts/compare-traits checks both libraries still agree).
@Suite struct InfallibleTests {
    @Test func asInfallibleReplacesTheErrorInEachForm() {
        let subject = PublishSubject<Int>()
        let log = Log()
        _ = subject.asInfallible(onErrorJustReturn: -1)
            .subscribe(onNext: { log.append("just \($0)") }, onCompleted: { log.append("just completed") })
        _ = subject.asInfallible(onErrorFallbackTo: Infallible.of(7, 8))
            .subscribe(onNext: { log.append("fallback \($0)") })
        _ = subject.asInfallible(onErrorRecover: { error in
            log.append("recovering from \(error)")
            return .just(-2)
        })
        .subscribe(onNext: { log.append("recover \($0)") })
        subject.onNext(1)
        subject.onError(TestError.anError)
        #expect(log.lines == [
            "just 1", "fallback 1", "recover 1",
            "just -1", "just completed", "fallback 7", "fallback 8", "recovering from anError", "recover -2",
        ])
    }

    @Test func subscribeWithAnObjectStopsOnceItIsGone() {
        final class Screen {}
        var screen: Screen? = Screen()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = subject.asInfallible(onErrorJustReturn: 0).subscribe(with: screen!, onNext: { _, value in received.append(value) })
        subject.onNext(1)
        screen = nil
        subject.onNext(2)
        #expect(received == [1])
    }

    @Test func createDeliversUntilCompletion() {
        let infallible = Infallible<String>.create { observer in
            observer(.next("first"))
            observer(.completed)
            observer(.next("after"))
            return Disposables.create()
        }
        var events: [String] = []
        _ = infallible.subscribe { event in
            switch event {
            case .next(let value): events.append(value)
            case .completed: events.append("completed")
            }
        }
        #expect(events == ["first", "completed"])
    }

    @Test func operatorsKeepTheSequenceInfallible() {
        let subject = PublishSubject<Int>()
        let infallible = subject.asInfallible(onErrorJustReturn: 0)
        let recorder = Recorder<Int>()
        _ = Infallible.combineLatest(infallible, infallible.scan(0) { $0 + $1 }) { $0 * 100 + $1 }
            .asObservable().subscribe(recorder)
        subject.onNext(1)
        subject.onNext(2)
        #expect(recorder.elements == [101, 201, 203])
    }
}
