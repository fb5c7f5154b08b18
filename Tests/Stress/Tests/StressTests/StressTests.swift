import Dispatch
import Foundation
import RxRelays
import RxSubjects
import Testing

/// A thread-safe record of what one observer received.
final class Received: @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `elements` and `stops`.
    private let lock = NSLock()
    private var elements: [Int] = []
    private var stops = 0
    private var afterStop = 0

    func on(_ event: Event<Int>) {
        lock.withLock {
            if stops > 0 { afterStop += 1 }
            switch event {
            case .next(let element): elements.append(element)
            case .error, .completed: stops += 1
            }
        }
    }

    var snapshot: (elements: [Int], stops: Int, afterStop: Int) {
        lock.withLock { (elements, stops, afterStop) }
    }
}

private enum StressError: Error { case failed }

/// Many threads at once: sending, subscribing, disposing, terminating. Run under ThreadSanitizer.
@Suite struct StressTests {
    static let threads = 8

    @Test func publishSubjectSurvivesConcurrentSendsSubscribesAndDisposes() {
        let subject = PublishSubject<Int>()
        let stable = Received()
        let stableSubscription = subject.subscribe { stable.on($0) }
        concurrently(threads: Self.threads) { thread in
            for index in 0..<2_000 {
                if thread % 2 == 0 {
                    subject.onNext(index)
                } else {
                    let received = Received()
                    let subscription = subject.subscribe { received.on($0) }
                    _ = subject.hasObservers
                    subscription.dispose()
                }
            }
        }
        stableSubscription.dispose()
        #expect(stable.snapshot.elements.count == Self.threads / 2 * 2_000)
        #expect(!subject.hasObservers)
    }

    @Test func concurrentTerminationDeliversExactlyOneStopEvent() {
        for _ in 0..<200 {
            for target in Target.all() {
                let received = (0..<4).map { _ in Received() }
                let subscriptions = received.map { target.subscribe($0) }
                concurrently(threads: 4) { thread in
                    target.on(.next(thread))
                    target.on(thread % 2 == 0 ? .completed : .error(StressError.failed))
                    target.on(.next(thread + 10))
                }
                // Sending from several threads at once breaks Rx's grammar (RxSwift's debug build
                // reports it), so a `next` racing a stop event may still land after it, in RxSwift too.
                // What must hold: no data race, and each observer sees exactly one stop event.
                for record in received {
                    #expect(record.snapshot.stops == 1)
                }
                subscriptions.forEach { $0.dispose() }
            }
        }
    }

    @Test func asyncSubjectConcurrentCompletion() {
        for _ in 0..<200 {
            let subject = AsyncSubject<Int>()
            let received = (0..<4).map { _ in Received() }
            let subscriptions = received.map { record in subject.subscribe { record.on($0) } }
            concurrently(threads: 4) { thread in
                subject.onNext(thread)
                subject.onCompleted()
                _ = subject.subscribe { _ in }
            }
            for record in received {
                #expect(record.snapshot.stops == 1)
                #expect(record.snapshot.elements.count == 1)
            }
            subscriptions.forEach { $0.dispose() }
        }
    }

    @Test func replaySubscribersSeeAContiguousRunFromOneSender() {
        let subject = ReplaySubject<Int>.create(bufferSize: 16)
        let count = 5_000
        let runs = Runs()
        concurrently(threads: Self.threads) { thread in
            if thread == 0 {
                for index in 0..<count { subject.onNext(index) }
                return
            }
            for _ in 0..<200 {
                let received = Received()
                let subscription = subject.subscribe { received.on($0) }
                subscription.dispose()
                runs.append(received.snapshot.elements)
            }
        }
        for run in runs.all {
            #expect(run == Array(run.first.map { $0..<($0 + run.count) } ?? 0..<0))
        }
    }

    @Test func behaviorSubjectAndRelayValuesUnderConcurrentWrites() throws {
        let subject = BehaviorSubject(value: 0)
        let relay = BehaviorRelay(value: 0)
        let replayRelay = ReplayRelay<Int>.create(bufferSize: 4)
        let publishRelay = PublishRelay<Int>()
        let bag = DisposeBag()
        concurrently(threads: Self.threads) { thread in
            for index in 0..<1_000 {
                switch thread % 4 {
                case 0:
                    subject.onNext(index)
                    relay.accept(index)
                case 1:
                    _ = try? subject.value()
                    _ = relay.value
                case 2:
                    subject.subscribe { _ in }.disposed(by: bag)
                    relay.subscribe(onNext: { _ in }).dispose()
                default:
                    replayRelay.accept(index)
                    publishRelay.accept(index)
                    replayRelay.subscribe(onNext: { _ in }).dispose()
                }
            }
        }
        #expect(try subject.value() == 999)
        #expect(relay.value == 999)
    }

    @Test func disposablesUnderConcurrentUse() {
        for _ in 0..<100 {
            let composite = CompositeDisposable()
            let disposedCount = Counter()
            concurrently(threads: Self.threads) { thread in
                for _ in 0..<50 {
                    if let key = composite.insert(Disposables.create { disposedCount.increment() }), thread % 3 == 0 {
                        composite.remove(for: key)
                    }
                }
                if thread == Self.threads - 1 { composite.dispose() }
            }
            composite.dispose()
            #expect(disposedCount.value == Self.threads * 50)

            let once = Counter()
            // nonisolated(unsafe): a Cancelable is not Sendable, but this one is thread safe by design.
            nonisolated(unsafe) let disposable = Disposables.create { once.increment() }
            concurrently(threads: Self.threads) { _ in disposable.dispose() }
            #expect(once.value == 1)
        }
    }
}

final class Counter: @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `count`.
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.withLock { count += 1 }
    }

    var value: Int {
        lock.withLock { count }
    }
}

/// One subject behind closures, so a test can drive every kind from many threads.
struct Target: @unchecked Sendable {
    // @unchecked Sendable: the closures only reach subjects, which are thread safe.
    let on: (Event<Int>) -> Void
    let subscribe: (Received) -> Disposable

    init<Subject: ObservableType & ObserverType>(_ subject: Subject) where Subject.Element == Int {
        on = { subject.on($0) }
        subscribe = { received in subject.subscribe { received.on($0) } }
    }

    static func all() -> [Target] {
        [
            Target(PublishSubject<Int>()),
            Target(BehaviorSubject(value: 0)),
            Target(ReplaySubject<Int>.create(bufferSize: 1)),
            Target(ReplaySubject<Int>.create(bufferSize: 3)),
            Target(ReplaySubject<Int>.createUnbounded()),
            Target(AsyncSubject<Int>()),
        ]
    }
}

final class Runs: @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `runs`.
    private let lock = NSLock()
    private var runs: [[Int]] = []

    func append(_ run: [Int]) {
        lock.withLock { runs.append(run) }
    }

    var all: [[Int]] {
        lock.withLock { runs }
    }
}
