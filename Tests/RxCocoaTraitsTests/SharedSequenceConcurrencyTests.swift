import RxCocoaTraits
import RxTestSupport
import Testing

// Every expected sequence here was observed from RxCocoa 6.10.2 running the same code
// (Tests/TraitsProbes/ConcurrencyProbes.swift; scripts/compare-traits checks that both libraries
// still print it).
@MainActor @Suite struct SharedSequenceConcurrencyTests {
    @Test func aDriversValuesStartWithItsLatestElement() async {
        let log = Log()
        let name = BehaviorRelay(value: "Ana")
        let greetings = watched(name, log).asDriver(onErrorJustReturn: "").map { "Hello, \($0)!" }.values
        name.accept("Bo")
        for await text in greetings {
            log.append(text)
            if text == "Hello, Bo!" { break }
        }
        log.append("the loop is done")
        #expect(log.lines == ["subscribed", "Hello, Ana!", "Hello, Bo!", "the loop is done"])
    }

    @Test func aSignalsValuesStartWithTheNextElementAndStopWhenTheStreamGoes() async {
        let log = Log()
        let taps = PublishRelay<Int>()
        var stream: AsyncStream<Int>? = watched(taps, log).asSignal(onErrorJustReturn: -1).values
        taps.accept(1)
        for await tap in stream! {
            log.append("tap \(tap)")
            break
        }
        log.append("the loop is done")
        stream = nil
        #expect(log.lines == ["subscribed", "tap 1", "the loop is done", "disposed"])
    }

    @Test func completionEndsTheLoop() async {
        var read: [Int] = []
        for await value in Driver.of(1, 2).values {
            read.append(value)
        }
        for await value in Signal.just(7).values {
            read.append(value)
        }
        #expect(read == [1, 2, 7])
    }

    /// `source`, logging its subscription and disposal.
    private func watched<Source: ObservableType>(_ source: Source, _ log: Log) -> Observable<Source.Element> {
        source.do(onSubscribe: { log.append("subscribed") }, onDispose: { log.append("disposed") })
    }
}
