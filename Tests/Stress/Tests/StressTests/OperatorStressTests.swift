import Dispatch
import Foundation
import RxSubjects
import Testing

/// The shared and scheduled operators under concurrent subscribers. Run under ThreadSanitizer.
@Suite struct OperatorStressTests {
    static let threads = 8
    static let rounds = 200

    @Test(arguments: [0, 1, 2]) func sharedSequencesSurviveConcurrentSubscribersAndElements(replay: Int) {
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 * 2 }.share(replay: replay)
        let forever = subject.share(replay: replay, scope: .forever)
        concurrently(threads: Self.threads) { index in
            for round in 0..<Self.rounds {
                if index == 0 {
                    subject.onNext(round)
                } else {
                    let received = Received()
                    let first = shared.subscribe(received.on)
                    let second = forever.subscribe(received.on)
                    first.dispose()
                    second.dispose()
                    #expect(received.snapshot.stops == 0)
                }
            }
        }
        // Every subscriber left: the shared sequences no longer observe the subject.
        #expect(!subject.hasObservers)
    }

    @Test func observeOnASerialQueueKeepsOrderFromManySubscriptions() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress")
        concurrently(threads: Self.threads) { _ in
            let received = Received()
            let finished = DispatchSemaphore(value: 0)
            _ = Observable.range(start: 0, count: Self.rounds)
                .observe(on: scheduler)
                .do(afterCompleted: { finished.signal() })
                .subscribe(received.on)
            finished.wait()
            let snapshot = received.snapshot
            #expect(snapshot.elements == Array(0..<Self.rounds))
            #expect(snapshot.stops == 1)
            #expect(snapshot.afterStop == 0)
        }
    }

    @Test func disposingRacesWithSchedulingOnTheTrampolineAndAQueue() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        concurrently(threads: Self.threads) { _ in
            for _ in 0..<Self.rounds {
                let received = Received()
                let subscription = Observable.repeatElement(1, scheduler: scheduler).subscribe(received.on)
                subscription.dispose()
                _ = Observable.repeatElement(2).take(3).subscribe(received.on)
                #expect(received.snapshot.afterStop == 0)
            }
        }
    }

    @Test func disposingFromAnotherThreadStopsAnEndlessSequenceOnTheTrampoline() {
        for _ in 0..<20 {
            let inner = SingleAssignmentDisposable()
            let running = DispatchSemaphore(value: 0)
            let received = Received()
            // The endless sequence runs on this thread's trampoline; `create` hands its subscription
            // out before the first step runs, so another thread can end it.
            let source = Observable<Int>.create { observer in
                inner.setDisposable(Observable.repeatElement(1).subscribe(observer))
                return inner
            }
            let disposer = Thread {
                running.wait()
                inner.dispose()
            }
            disposer.start()
            var count = 0
            _ = source.subscribe { event in
                received.on(event)
                count += 1
                if count == 100 { running.signal() }
            }
            // Reaching this line means the recursion saw the disposal and stopped.
            #expect(received.snapshot.elements.count >= 100)
            #expect(received.snapshot.stops == 0)
        }
    }
}
