import Dispatch
import RxBlockingCalls
import RxSubjects
import Testing

/// The blocking calls: what they return and throw, and when they subscribe and dispose.
@Suite struct BlockingTests {
    private enum Failure: Swift.Error {
        case boom
    }

    /// A sequence of 1, 2, 3 that logs its subscription, its disposal and what it sends.
    private func logged(_ log: Log) -> Observable<Int> {
        Observable.of(1, 2, 3).do(
            onNext: { log.append("\($0)") },
            onSubscribe: { log.append("subscribe") },
            onDispose: { log.append("dispose") }
        )
    }

    @Test func toArrayFirstLast() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
        #expect(try Observable.of(1, 2, 3).toBlocking().first() == 1)
        #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
        #expect(try Observable<Int>.empty().toBlocking().first() == nil)
        #expect(try Observable<Int>.empty().toBlocking().last() == nil)
    }

    @Test func firstDisposesAfterTheFirstElementEvenOfAnEndlessSequence() throws {
        let log = Log()
        #expect(try logged(log).toBlocking().first() == 1)
        #expect(log.lines == ["subscribe", "1", "dispose"])
        #expect(try Observable.repeatElement("again").toBlocking().first() == "again")
    }

    @Test func eachCallSubscribesAnew() throws {
        let log = Log()
        let blocking = logged(log).toBlocking()
        #expect(log.lines.isEmpty)
        _ = try blocking.toArray()
        _ = try blocking.last()
        #expect(log.lines == ["subscribe", "1", "2", "3", "dispose", "subscribe", "1", "2", "3", "dispose"])
    }

    @Test func singleThrowsForNoneOrMoreThanOne() throws {
        #expect(try Observable.just(7).toBlocking().single() == 7)
        #expect(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 } == 2)
        #expect(throws: RxError.self) { try Observable<Int>.empty().toBlocking().single() }
        do {
            _ = try Observable.of(1, 2).toBlocking().single()
            Issue.record("single() of two elements returned")
        } catch {
            #expect("\(error)" == "Sequence contains more than one element.")
        }
        do {
            _ = try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }
            Issue.record("single(_:) with no match returned")
        } catch {
            #expect("\(error)" == "Sequence doesn't contain any elements.")
        }
        #expect(throws: Failure.self) { try Observable.of(1).toBlocking().single { _ in throw Failure.boom } }
    }

    @Test func singleStopsAtTheSecondElement() {
        let log = Log()
        _ = try? logged(log).toBlocking().single()
        #expect(log.lines == ["subscribe", "1", "2", "dispose"])
    }

    @Test func aSequencesErrorIsThrownAndMaterialized() {
        let failing = Observable<Int>.error(Failure.boom).startWith(1, 2)
        #expect(throws: Failure.self) { try failing.toBlocking().toArray() }
        #expect(throws: Failure.self) { try failing.toBlocking().last() }
        // first() has its element before the error comes.
        #expect((try? failing.toBlocking().first()) == 1)
        switch failing.toBlocking().materialize() {
        case .failed(let elements, let error):
            #expect(elements == [1, 2])
            #expect(error is Failure)
        case .completed:
            Issue.record("materialize() of a failing sequence completed")
        }
        guard case .completed(let elements) = Observable.of(4, 5).toBlocking().materialize() else {
            Issue.record("materialize() of a completing sequence failed")
            return
        }
        #expect(elements == [4, 5])
    }

    @Test func aTimeoutThrowsRxErrorTimeoutAfterTheTimeGiven() {
        let started = DispatchTime.now()
        do {
            _ = try Observable<Int>.never().toBlocking(timeout: 0.05).first()
            Issue.record("first() of never() returned")
        } catch RxError.timeout {
            #expect(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds >= 50_000_000)
        } catch {
            Issue.record("threw \(error)")
        }
        guard case .failed(let elements, RxError.timeout) = Observable<Int>.never().startWith(1, 2).toBlocking(timeout: 0.05).materialize() else {
            Issue.record("materialize() did not time out")
            return
        }
        #expect(elements == [1, 2])
        #expect((try? Observable<Int>.never().startWith(1).toBlocking(timeout: 0.05).first()) == 1)
    }

    @Test func waitsForEventsFromOtherThreads() throws {
        let background = SerialDispatchQueueScheduler(qos: .default)
        #expect(try Observable.of(1, 2, 3).subscribe(on: background).toBlocking(timeout: 5).toArray() == [1, 2, 3])
        #expect(try Observable.of(1, 2, 3).observe(on: background).toBlocking(timeout: 5).toArray() == [1, 2, 3])
        let subject = PublishSubject<Int>()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        #expect(try subject.toBlocking(timeout: 5).toArray() == [1, 2])
    }

    @Test func subjectsGiveWhatTheyHold() throws {
        #expect(try BehaviorSubject(value: "current").toBlocking().first() == "current")
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...3 { replay.onNext(value) }
        replay.onCompleted()
        #expect(try replay.toBlocking().toArray() == [2, 3])
    }
}
