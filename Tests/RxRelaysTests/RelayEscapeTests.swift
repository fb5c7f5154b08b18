import RxRelays
import RxTestSupport
import Testing

/// A relay's promise (no error, no completion) holds at compile time only: `asObservable()` returns
/// its private subject, as RxRelay 6.10.2's does (Tests/TraitsProbes/EscapeHatchProbes.swift).
@Suite struct RelayEscapeTests {
    @Test func aPublishRelaysObservableIsItsSubjectAndCanEndIt() throws {
        let relay = PublishRelay<Int>()
        let recorder = Recorder<Int>()
        _ = relay.subscribe(recorder)
        relay.accept(1)
        let subject = try #require(relay.asObservable() as? PublishSubject<Int>)
        subject.onCompleted()
        relay.accept(2)
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func aBehaviorRelaysObservableIsItsSubjectAndCanFailIt() throws {
        let relay = BehaviorRelay(value: 0)
        let subject = try #require(relay.asObservable() as? BehaviorSubject<Int>)
        subject.onError(TestError.anError)
        let recorder = Recorder<Int>()
        _ = relay.subscribe(recorder)
        relay.accept(1)
        #expect(recorder.events == [.error(TestError.anError)])
    }

    @Test func aReplayRelaysObservableIsItsSubject() {
        #expect(ReplayRelay<Int>.create(bufferSize: 1).asObservable() is ReplaySubject<Int>)
    }

    @Test func relaysAsInfallibleForwardEveryElement() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        _ = relay.asInfallible().subscribe(onNext: { received.append($0) })
        relay.accept(2)
        let publish = PublishRelay<Int>()
        _ = publish.asInfallible().subscribe(onNext: { received.append($0) })
        publish.accept(3)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(4)
        _ = replay.asInfallible().subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3, 4])
    }

    #if DEBUG
    // Exit tests run the body in a child process, which is then expected to crash.
    @Test func aBehaviorRelaysValueCrashesOnceItsSubjectIsDisposed() async {
        await #expect(processExitsWith: .failure) {
            let relay = BehaviorRelay(value: 1)
            (relay.asObservable() as? BehaviorSubject<Int>)?.dispose()
            _ = relay.value
        }
    }
    #endif
}
