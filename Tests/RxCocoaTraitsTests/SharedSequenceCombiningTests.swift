import RxCocoaTraits
import RxTestSupport
import Testing

// Every expected sequence here was observed from RxCocoa 6.10.2 running the same code
// (Tests/TraitsProbes/SharedSequenceCombiningProbes.swift; scripts/compare-traits checks both still print it).
@MainActor @Suite struct SharedSequenceCombiningTests {
    @Test func combineLatestOfDriversReplaysTheLatestCombination() {
        let log = Log()
        let email = BehaviorRelay(value: "")
        let password = BehaviorRelay(value: "")
        let valid = Driver.combineLatest(email.asDriver(), password.asDriver()) { $0.contains("@") && $1.count >= 6 }
            .distinctUntilChanged()
        _ = valid.drive(onNext: { log.append("valid \($0)") })
        email.accept("ann@example.com")
        password.accept("secret1")
        _ = valid.drive(onNext: { log.append("late \($0)") })
        #expect(log.lines == ["valid false", "valid true", "late true"])
    }

    @Test func withLatestFromReadsTheStateOnATap() {
        let log = Log()
        let taps = PublishRelay<Void>()
        let name = BehaviorRelay(value: "Ann")
        _ = taps.asSignal().withLatestFrom(name.asDriver()).emit(onNext: { log.append("submit \($0)") })
        taps.accept(())
        name.accept("Bob")
        taps.accept(())
        #expect(log.lines == ["submit Ann", "submit Bob"])
    }

    @Test func flatMapLatestLeavesTheReplacedRequest() {
        let log = Log()
        let query = BehaviorRelay(value: "a")
        let responses = ["a": PublishRelay<String>(), "ab": PublishRelay<String>()]
        _ = query.asDriver()
            .flatMapLatest { text in
                responses[text]!.asDriver(onErrorJustReturn: "").do(onDispose: { log.append("dispose \(text)") })
            }
            .drive(onNext: { log.append($0) })
        responses["a"]!.accept("a1")
        query.accept("ab")
        responses["a"]!.accept("stale")
        responses["ab"]!.accept("ab1")
        #expect(log.lines == ["a1", "dispose a", "ab1"])
    }

    @Test func mergeAndScanOfSignals() {
        let taps = PublishRelay<Int>()
        let other = PublishRelay<Int>()
        var merged: [Int] = []
        var sums: [Int] = []
        _ = Signal.merge(taps.asSignal(), other.asSignal()).emit(onNext: { merged.append($0) })
        _ = taps.asSignal().scan(0) { $0 + $1 }.emit(onNext: { sums.append($0) })
        taps.accept(1)
        other.accept(2)
        taps.accept(3)
        #expect(merged == [1, 2, 3])
        #expect(sums == [1, 4])
    }

    @Test func anInfallibleDrivesAndADriverIsInfallible() {
        var received: [Int] = []
        let relay = BehaviorRelay(value: 1)
        _ = relay.asInfallible().asDriver().drive(onNext: { received.append($0) })
        _ = Driver.just(5).asInfallible().subscribe(onNext: { received.append($0) })
        relay.accept(2)
        #expect(received == [1, 5, 2])
    }
}
