import RxSubjects
import RxTestSupport
import Testing

// The expected sequences were observed from RxSwift 6.10.2 running the same code
// (Tests/TraitsProbes/OperatorProbes.swift; scripts/compare-traits checks both libraries still agree).
@Suite struct OperatorsSharingTests {
    @Test func shareSubscribesOnceWhileSomeoneListens() {
        let log = Log()
        let subject = PublishSubject<Int>()
        let shared = subject.do(onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") }).share()
        let first = shared.subscribe { log.append("A \($0)") }
        subject.onNext(1)
        let second = shared.subscribe { log.append("B \($0)") }
        subject.onNext(2)
        first.dispose()
        second.dispose()
        _ = shared.subscribe { log.append("C \($0)") }
        subject.onNext(3)
        subject.onCompleted()
        _ = shared.subscribe { log.append("D \($0)") }
        #expect(log.lines == [
            "subscribe", "A next(1)", "A next(2)", "B next(2)", "dispose",
            "subscribe", "C next(3)", "C completed", "dispose",
            "subscribe", "D completed", "dispose",
        ])
    }

    @Test(arguments: [1, 2]) func shareReplayWhileConnected(replay: Int) {
        let log = Log()
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: replay)
        let first = shared.subscribe { log.append("A \($0)") }
        subject.onNext(1)
        subject.onNext(2)
        _ = shared.subscribe { log.append("B \($0)") }
        subject.onCompleted()
        first.dispose()
        _ = shared.subscribe { log.append("C \($0)") }
        let replayedToB = replay == 1 ? ["B next(2)"] : ["B next(1)", "B next(2)"]
        #expect(log.lines == ["A next(1)", "A next(2)"] + replayedToB + ["A completed", "B completed", "C completed"])
    }

    @Test func shareForeverKeepsOneSubjectAcrossConnections() {
        let log = Log()
        for replay in [0, 1] {
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: replay, scope: .forever)
            let first = shared.subscribe { log.append("\(replay) A \($0)") }
            subject.onNext(1)
            first.dispose()
            _ = shared.subscribe { log.append("\(replay) B \($0)") }
            subject.onNext(2)
            subject.onCompleted()
            _ = shared.subscribe { log.append("\(replay) C \($0)") }
        }
        #expect(log.lines == [
            "0 A next(1)", "0 B next(2)", "0 B completed", "0 C completed",
            "1 A next(1)", "1 B next(1)", "1 B next(2)", "1 B completed", "1 C next(2)", "1 C completed",
        ])
    }

    @Test func shareOfAColdSource() {
        let log = Log()
        let source = Observable.range(start: 1, count: 3).do(onSubscribe: { log.append("subscribe") })
        let replayed = source.share(replay: 1, scope: .forever)
        _ = replayed.subscribe { log.append("A \($0)") }
        _ = replayed.subscribe { log.append("B \($0)") }
        let whileConnected = source.share(replay: 1)
        _ = whileConnected.subscribe { log.append("C \($0)") }
        #expect(log.lines == [
            "subscribe", "A next(1)", "A next(2)", "A next(3)", "A completed", "B next(3)", "B completed",
            "subscribe", "C next(1)", "C next(2)", "C next(3)", "C completed",
        ])
    }

    @Test func publishConnectAndRefCount() {
        let log = Log()
        let subject = PublishSubject<String>()
        let published = subject.publish()
        _ = published.subscribe { log.append("A \($0)") }
        subject.onNext("before connect")
        let connection = published.connect()
        #expect(published.connect() as AnyObject === connection as AnyObject)
        subject.onNext("connected")
        connection.dispose()
        subject.onNext("after disconnect")
        let replayed = subject.replay(1).refCount()
        let first = replayed.subscribe { log.append("B \($0)") }
        subject.onNext("x")
        _ = replayed.subscribe { log.append("C \($0)") }
        first.dispose()
        #expect(log.lines == ["A next(connected)", "B next(x)", "C next(x)"])
        // A terminated connection drops its subject: only a subscriber from before `connect` sees anything.
        let all = Observable.of(1, 2).replayAll()
        let early = Recorder<Int>()
        let late = Recorder<Int>()
        _ = all.subscribe(early)
        _ = all.connect()
        _ = all.subscribe(late)
        #expect(early.events == [.next(1), .next(2), .completed])
        #expect(late.events == [])
    }
}
