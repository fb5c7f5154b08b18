import RxSubjects
import RxTestSupport
import Testing

// The expected sequences were observed from RxSwift 6.10.2 running the same code
// (Tests/TraitsProbes/CombineLatestProbes.swift, ScanProbes.swift, WithLatestFromProbes.swift;
// scripts/compare-traits checks both libraries still agree).
@Suite struct OperatorsCombiningTests {
    private func record<Element>(_ observable: Observable<Element>) -> Recorder<Element> {
        let recorder = Recorder<Element>()
        _ = observable.subscribe(recorder)
        return recorder
    }

    /// `subject` with its subscription and disposal logged.
    private func logged<Element>(_ name: String, _ subject: PublishSubject<Element>, _ log: Log) -> Observable<Element> {
        subject.do(onSubscribe: { log.append("subscribe \(name)") }, onDispose: { log.append("dispose \(name)") })
    }

    @Test func scanSendsEveryIntermediateResult() {
        #expect(record(Observable.of(1, 2, 3).scan(0) { $0 + $1 }).events == [.next(1), .next(3), .next(6), .completed])
        let into = Observable.of("a", "b").scan(into: [String]()) { $0.append($1) }
        #expect(record(into).elements == [["a"], ["a", "b"]])
        let throwing = Observable.of(1, 2, 3).scan(0) { sum, value in
            if value == 3 { throw TestError.anError }
            return sum + value
        }
        #expect(record(throwing).events == [.next(1), .next(3), .error(TestError.anError)])
    }

    @Test func scanStartsEachSubscriberFromTheSeed() {
        let subject = PublishSubject<Int>()
        let running = subject.scan(100) { $0 + $1 }
        let first = record(running)
        subject.onNext(1)
        let second = record(running)
        subject.onNext(2)
        #expect(first.elements == [101, 103])
        #expect(second.elements == [102])
    }

    @Test func combineLatestWaitsForEverySourceAndCompletesWhenAllHave() {
        let log = Log()
        let name = PublishSubject<String>()
        let age = PublishSubject<Int>()
        _ = Observable.combineLatest(logged("name", name, log), logged("age", age, log)) { "\($0) \($1)" }
            .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("completed") })
        name.onNext("Ann")
        name.onNext("Bob")
        age.onNext(30)
        name.onCompleted()
        age.onNext(31)
        age.onCompleted()
        #expect(log.lines == [
            "subscribe name", "subscribe age", "Bob 30", "dispose name", "Bob 31", "dispose age", "completed",
        ])
    }

    @Test func combineLatestEndsAtTheNextElementOnceASourceCompletedEmpty() {
        let log = Log()
        let empty = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let recorder = Recorder<String>()
        _ = Observable.combineLatest(logged("empty", empty, log), logged("other", other, log)) { "\($0)\($1)" }.subscribe(recorder)
        empty.onCompleted()
        #expect(recorder.events.isEmpty)
        other.onNext(1)
        #expect(recorder.events == [.completed])
        #expect(log.lines == ["subscribe empty", "subscribe other", "dispose empty", "dispose other"])
        let never = record(Observable.combineLatest(Observable<Int>.empty(), Observable<Int>.never()) { $0 + $1 })
        #expect(never.events.isEmpty)
    }

    @Test func combineLatestFailsAtOnceAndLeavesEverySource() {
        let log = Log()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = record(Observable.combineLatest(logged("a", a, log), logged("b", b, log)) { $0 + $1 })
        a.onNext(1)
        b.onError(TestError.anError)
        a.onNext(2)
        #expect(recorder.events == [.error(TestError.anError)])
        #expect(log.lines == ["subscribe a", "subscribe b", "dispose b", "dispose a"])
        let throwing = Observable.combineLatest(Observable.just(1), Observable.just(2)) { _, _ -> Int in throw TestError.another }
        #expect(record(throwing).events == [.error(TestError.another)])
    }

    @Test func combineLatestOfSynchronousSourcesTakesTurnsOnTheTrampoline() {
        let combined = Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(10, 20)) { $0 + $1 }
        #expect(record(combined).events == [.next(11), .next(12), .next(22), .next(23), .completed])
    }

    @Test func combineLatestOfEightSources() {
        let subjects = (0..<8).map { BehaviorSubject(value: $0) }
        let s = subjects
        let sums = record(Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 })
        let tuples = record(Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]))
        s[7].onNext(70)
        #expect(sums.elements == [28, 91])
        #expect(tuples.elements.map { $0.7 } == [7, 70])
    }

    @Test func combineLatestOfACollection() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        let arrays = record(Observable.combineLatest(subjects))
        subjects[0].onNext(1)
        subjects[1].onNext(2)
        subjects[2].onNext(3)
        subjects[1].onNext(20)
        for subject in subjects { subject.onCompleted() }
        #expect(arrays.events == [.next([1, 2, 3]), .next([1, 20, 3]), .completed])
        #expect(record(Observable<Int>.combineLatest([Observable<Int>]())).events == [.next([]), .completed])
        let sizes = Observable<Int>.combineLatest([Observable<Int>]()) { $0.count }
        #expect(record(sizes).events == [.next(0), .completed])
        let quiet = PublishSubject<Int>()
        let loud = PublishSubject<Int>()
        let ended = record(Observable.combineLatest([quiet, loud]))
        quiet.onCompleted()
        loud.onNext(1)
        #expect(ended.events == [.completed])
        #expect(!loud.hasObservers)
    }

    @Test func withLatestFromDropsElementsBeforeTheSecondSourceHasOne() {
        let log = Log()
        let taps = PublishSubject<Int>()
        let text = PublishSubject<String>()
        let recorder = record(logged("taps", taps, log).withLatestFrom(logged("text", text, log)) { "\($0)\($1)" })
        taps.onNext(1)
        text.onNext("a")
        text.onNext("ab")
        taps.onNext(2)
        text.onCompleted()
        taps.onNext(3)
        taps.onCompleted()
        #expect(recorder.events == [.next("2ab"), .next("3ab"), .completed])
        #expect(log.lines == ["subscribe text", "subscribe taps", "dispose text", "dispose taps"])
    }

    @Test func withLatestFromFailsWithTheSecondSource() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let recorder = record(first.withLatestFrom(second))
        second.onNext(10)
        first.onNext(1)
        second.onError(TestError.anError)
        first.onNext(2)
        #expect(recorder.events == [.next(10), .error(TestError.anError)])
        #expect(!first.hasObservers)
    }
}
