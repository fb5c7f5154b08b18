import Dispatch
import Foundation
import RxSubjects
import RxTestSupport
import Testing

// The expected sequences were observed from RxSwift 6.10.2 running the same code
// (Tests/TraitsProbes/ConcatProbes.swift; scripts/compare-traits checks both libraries still agree).
@Suite struct ConcatTests {
    private func record<Element>(_ observable: Observable<Element>) -> Recorder<Element> {
        let recorder = Recorder<Element>()
        _ = observable.subscribe(recorder)
        return recorder
    }

    /// `source` with its subscription, stop events and disposal logged under `name`.
    private func logged<Element>(_ name: String, _ source: Observable<Element>, _ log: Log) -> Observable<Element> {
        source.do(
            onError: { _ in log.append("\(name) error") },
            onCompleted: { log.append("\(name) completed") },
            onSubscribe: { log.append("subscribe \(name)") },
            onSubscribed: { log.append("subscribed \(name)") },
            onDispose: { log.append("dispose \(name)") }
        )
    }

    @Test func subscribesToEachSourceOnceTheOneBeforeCompleted() {
        let log = Log()
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        let recorder = record(Observable.concat([logged("a", a.asObservable(), log), logged("b", b.asObservable(), log)]))
        a.onNext("a1")
        b.onNext("lost: b is not subscribed yet")
        a.onCompleted()
        b.onNext("b1")
        a.onNext("after a completed")
        b.onCompleted()
        #expect(recorder.events == [.next("a1"), .next("b1"), .completed])
        // a is disposed before b is subscribed.
        #expect(log.lines == [
            "subscribe a", "subscribed a", "a completed", "dispose a", "subscribe b", "subscribed b", "b completed", "dispose b",
        ])
    }

    @Test func anErrorStopsTheChain() {
        let log = Log()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = record(logged("a", a.asObservable(), log).concat(logged("b", b.asObservable(), log)))
        a.onNext(1)
        a.onError(TestError.anError)
        b.onNext(2)
        #expect(recorder.events == [.next(1), .error(TestError.anError)])
        #expect(!b.hasObservers)
        #expect(log.lines == ["subscribe a", "subscribed a", "a error", "dispose a"])
        let later = record(Observable.concat(Observable.of(1, 2), Observable.error(TestError.another), Observable.just(3)))
        #expect(later.events == [.next(1), .next(2), .error(TestError.another)])
    }

    @Test func disposingLeavesTheCurrentSourceAndSubscribesNoOther() {
        let log = Log()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let c = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.concat(logged("a", a.asObservable(), log), logged("b", b.asObservable(), log), logged("c", c.asObservable(), log))
            .subscribe(recorder)
        a.onCompleted()
        b.onNext(1)
        subscription.dispose()
        b.onNext(2)
        b.onCompleted()
        #expect(recorder.events == [.next(1)])
        #expect(!b.hasObservers && !c.hasObservers)
        #expect(log.lines == ["subscribe a", "subscribed a", "a completed", "dispose a", "subscribe b", "subscribed b", "dispose b"])
    }

    @Test func disposingFromInsideTheObserverStopsAtOnce() {
        let log = Log()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(Observable.concat(logged("a", a.asObservable(), log), logged("b", b.asObservable(), log))
            .subscribe(onNext: { value in
                log.append("got \(value)")
                if value == 2 { subscription.dispose() }
            }, onCompleted: { log.append("completed") }))
        a.onNext(1)
        a.onNext(2)
        a.onNext(3)
        a.onCompleted()
        #expect(!b.hasObservers)
        #expect(log.lines == ["subscribe a", "subscribed a", "got 1", "got 2", "dispose a"])
    }

    @Test func aSourceThatCompletesWhileSubscribedIsFollowedOnlyOnceItsSubscribeReturns() {
        let log = Log()
        let recorder = record(Observable.concat(
            logged("just", Observable.just(1), log),
            logged("create", Observable<Int>.create { observer in
                observer.onNext(2)
                observer.onCompleted()
                log.append("create body returns")
                return Disposables.create()
            }, log),
            logged("empty", Observable<Int>.empty(), log)
        ))
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(log.lines == [
            "subscribe just", "just completed", "subscribed just", "dispose just",
            "subscribe create", "create completed", "create body returns", "subscribed create", "dispose create",
            "subscribe empty", "empty completed", "subscribed empty", "dispose empty",
        ])
    }

    @Test func everyFormConcatenatesInOrder() {
        let first = Observable.of(1, 2)
        let second = Observable.just(3)
        let expected: [Event<Int>] = [.next(1), .next(2), .next(3), .completed]
        #expect(record(Observable.concat(first, second)).events == expected)
        #expect(record(Observable.concat([first, second])).events == expected)
        #expect(record(first.concat(second)).events == expected)
        #expect(record(Observable.concat(AnySequence([first, second]))).events == expected)
        #expect(record(Observable.concat([Observable<Int>]())).events == [.completed])
        #expect(record(Observable<Int>.concat()).events == [.completed])
        let subject = BehaviorSubject(value: 0)
        let fromSubject = record(subject.concat(second))
        subject.onNext(1)
        subject.onCompleted()
        #expect(fromSubject.events == [.next(0), .next(1), .next(3), .completed])
    }

    @Test func takesEachSourceFromTheSequenceOnlyWhenItNeedsIt() {
        let pulls = Locked(0)
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            var next = 1
            return AnyIterator {
                pulls.update { $0 += 1 }
                defer { next += 1 }
                return next <= 2 ? Observable.just(next) : nil
            }
        }
        let subject = PublishSubject<Int>()
        let concatenated = subject.concat(Observable.concat(sources))
        let recorder = record(concatenated)
        #expect(pulls.value == 0)
        subject.onCompleted()
        #expect(recorder.events == [.next(1), .next(2), .completed])
        // A plain sequence is asked once more, for the end; `count` spares a collection that question.
        #expect(pulls.value == 3)
        let counted = CountingCollection(sources: [Observable.just(1), Observable.just(2)])
        #expect(record(Observable.concat(counted)).events == [.next(1), .next(2), .completed])
        #expect(counted.pulls.value == 2)
        // `of`, not `just`: its element comes from the trampoline, once `take` can dispose what it
        // subscribed to; endless `just`s would be subscribed one after another before that, forever.
        let endless = record(Observable.concat((1...).lazy.map { Observable.of($0) }).take(3))
        #expect(endless.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func nestedConcatsAreSubscribedSourceBySource() {
        let log = Log()
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        let c = PublishSubject<String>()
        let recorder = Recorder<String>()
        let nested = logged("a", a.asObservable(), log).concat(logged("b", b.asObservable(), log)).concat(logged("c", c.asObservable(), log))
        let subscription = nested.subscribe(recorder)
        a.onNext("a1")
        a.onCompleted()
        b.onCompleted()
        c.onNext("c1")
        subscription.dispose()
        #expect(recorder.events == [.next("a1"), .next("c1")])
        #expect(log.lines == [
            "subscribe a", "subscribed a", "a completed", "dispose a",
            "subscribe b", "subscribed b", "b completed", "dispose b",
            "subscribe c", "subscribed c", "dispose c",
        ])
    }

    /// The address of a local variable of the caller's frame: how deep the stack is there.
    private static func stackDepthMarker() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    @Test func sourcesThatCompleteWhileSubscribedAllStartFromTheSameStackDepth() {
        let depths = Locked<[UInt]>([])
        let source = Observable<Int>.create { observer in
            depths.update { $0.append(Self.stackDepthMarker()) }
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let recorder = Recorder<Int>()
        var total = 0
        _ = Observable.concat(Array(repeating: source, count: 10_000)).subscribe(onNext: { total += $0 }, onCompleted: { recorder.on(.completed) })
        #expect(total == 10_000)
        #expect(recorder.events == [.completed])
        let recorded = depths.value
        #expect(recorded.count == 10_000)
        #expect(Set(recorded).count == 1)
    }

    @Test(arguments: [false, true])
    func deeplyNestedConcatsTakeNoMoreStackThanShallowOnes(leftNested: Bool) {
        // How deep the stack is when the innermost source is subscribed, for a chain of `depth`.
        func depthOfInnermost(_ depth: Int) -> UInt {
            let marker = Locked<UInt>(0)
            let innermost = Observable<Int>.create { observer in
                marker.update { $0 = Self.stackDepthMarker() }
                observer.onCompleted()
                return Disposables.create()
            }
            var chain = innermost
            for value in 0..<depth {
                chain = leftNested ? chain.concat(Observable.just(value)) : Observable.just(value).concat(chain)
            }
            var received = 0
            _ = chain.subscribe(onNext: { _ in received += 1 })
            #expect(received == depth)
            return marker.value
        }
        let shallow = depthOfInnermost(2)
        // Not deeper: releasing a nested chain recurses, in RxSwift too, on a test thread's stack.
        let deep = depthOfInnermost(300)
        // Subscribing 300 concats one inside the other would take a few hundred kilobytes more.
        #expect(max(shallow, deep) - min(shallow, deep) < 4_096)
    }

    @Test func aCompletionOnAnotherThreadDuringAMoveIsLeftToTheThreadMakingIt() {
        let log = Log()
        let subscribingThread = Locked("")
        let blocking = Observable<String>.create { observer in
            subscribingThread.update { $0 = "\(pthread_self())" }
            let completed = DispatchSemaphore(value: 0)
            let elsewhere = Unchecked(value: observer)
            DispatchQueue.global().async {
                elsewhere.value.onNext("from another thread")
                elsewhere.value.onCompleted()
                log.append("completed on another thread")
                completed.signal()
            }
            completed.wait()
            log.append("blocking's subscribe returns")
            return Disposables.create()
        }
        let next = Observable<String>.create { observer in
            log.append("subscribing next on the same thread: \(subscribingThread.value == "\(pthread_self())")")
            observer.onNext("next")
            observer.onCompleted()
            return Disposables.create()
        }
        let recorder = record(Observable.concat(blocking, next))
        #expect(recorder.events == [.next("from another thread"), .next("next"), .completed])
        #expect(log.lines == ["completed on another thread", "blocking's subscribe returns", "subscribing next on the same thread: true"])
    }

    @Test func sourcesCompletingOnBackgroundThreadsStayInOrder() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        for round in 0..<100 {
            let sources = (0..<5).map { Observable.of($0 * 2, $0 * 2 + 1).subscribe(on: scheduler) }
            let elements = try Observable.concat(sources).toArrayBlocking()
            #expect(elements == Array(0..<10), "round \(round)")
        }
    }

    @Test func aStoppedOrDisposedConcatLetsGoOfEverySource() {
        let subject = PublishSubject<Int>()
        var token: Token? = Token()
        weak let weakToken = token
        let completing = record(subject.concat(Observable.just(token!).map { _ in 1 }))
        token = nil
        #expect(weakToken != nil)
        subject.onCompleted()
        #expect(completing.events.count == 2)
        #expect(weakToken == nil)

        // Disposed while the first source runs: the later ones, never subscribed, go with the sink.
        let first = PublishSubject<Token>()
        var later: Token? = Token()
        weak let weakLater = later
        let subscription = Observable.concat([first.asObservable(), Observable.just(later!)]).subscribe()
        later = nil
        #expect(weakLater != nil)
        subscription.dispose()
        #expect(weakLater == nil)
        #expect(!first.hasObservers)
    }

    @Test func infallibleConcatenates() {
        let first = Infallible.of(1, 2)
        let second = Infallible.just(3)
        let expected: [Event<Int>] = [.next(1), .next(2), .next(3), .completed]
        #expect(record(Infallible.concat(first, second).asObservable()).events == expected)
        #expect(record(Infallible.concat([first, second]).asObservable()).events == expected)
        #expect(record(first.concat(second).asObservable()).events == expected)
        #expect(record(first.concat(Observable.just(3)).asObservable()).events == expected)
        // Unlike Observable's, the sequence form reads the whole sequence when called, as RxSwift's does.
        let made = Locked(0)
        let lazySources = AnySequence([1, 2, 3]).lazy.map { value -> Infallible<Int> in
            made.update { $0 += 1 }
            return .just(value)
        }
        let concatenated = Infallible.concat(lazySources)
        #expect(made.value == 3)
        #expect(record(concatenated.asObservable()).events == expected)
    }
}

/// A value behind a lock, for the closures of these tests, which may run on any thread.
private final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `lock` protects `stored`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.withLock { stored }
    }

    func update(_ body: (inout Value) -> Void) {
        lock.withLock { body(&stored) }
    }
}

/// A value sent to another thread by a test that knows it is used there alone.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}

/// A collection whose iterator counts how often it is asked for an element.
private struct CountingCollection: Collection {
    let sources: [Observable<Int>]
    let pulls = Locked(0)

    var startIndex: Int { sources.startIndex }
    var endIndex: Int { sources.endIndex }
    subscript(position: Int) -> Observable<Int> { sources[position] }
    func index(after index: Int) -> Int { index + 1 }

    func makeIterator() -> Iterator {
        Iterator(collection: self, index: 0)
    }

    struct Iterator: IteratorProtocol {
        let collection: CountingCollection
        var index: Int

        mutating func next() -> Observable<Int>? {
            collection.pulls.update { $0 += 1 }
            guard index < collection.endIndex else { return nil }
            defer { index += 1 }
            return collection[index]
        }
    }
}

extension ObservableType {
    /// Every element, once the sequence has completed, waiting on the current thread.
    fileprivate func toArrayBlocking() throws -> [Element] {
        let recorder = Recorder<Element>()
        let stopped = DispatchSemaphore(value: 0)
        _ = self.do(afterError: { _ in stopped.signal() }, afterCompleted: { stopped.signal() }).subscribe(recorder)
        stopped.wait()
        if case .error(let error)? = recorder.events.last {
            throw error
        }
        return recorder.elements
    }
}

@Suite struct ConcurrentDispatchQueueSchedulerTests {
    @Test func runsWorkOnTheGivenQueue() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "test.concurrent", attributes: .concurrent)
        queue.setSpecific(key: key, value: "test.concurrent")
        let log = Log()
        let done = DispatchSemaphore(value: 0)
        for scheduler in [ConcurrentDispatchQueueScheduler(queue: queue), ConcurrentDispatchQueueScheduler(queue: queue, leeway: .milliseconds(1))] {
            _ = scheduler.schedule("now") { state in
                log.append("\(state) \(DispatchQueue.getSpecific(key: key) ?? "elsewhere")")
                done.signal()
                return Disposables.create()
            }
            done.wait()
            _ = scheduler.scheduleRelative("later", dueTime: .milliseconds(2)) { state in
                log.append("\(state) \(DispatchQueue.getSpecific(key: key) ?? "elsewhere")")
                done.signal()
                return Disposables.create()
            }
            done.wait()
        }
        #expect(log.lines == ["now test.concurrent", "later test.concurrent", "now test.concurrent", "later test.concurrent"])
    }

    @Test(arguments: [false, true])
    func runsTwoPiecesOfWorkAtOnce(withQoS: Bool) {
        let scheduler = withQoS
            ? ConcurrentDispatchQueueScheduler(qos: .default, leeway: .milliseconds(1))
            : ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "test.concurrent", attributes: .concurrent))
        let first = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        let met = Locked(0)
        let finished = DispatchSemaphore(value: 0)
        // Each waits for the other: only work running at the same time gets past.
        for (mine, other) in [(first, second), (second, first)] {
            _ = scheduler.schedule(()) { _ in
                mine.signal()
                if other.wait(timeout: .now() + 5) == .success {
                    met.update { $0 += 1 }
                }
                finished.signal()
                return Disposables.create()
            }
        }
        finished.wait()
        finished.wait()
        #expect(met.value == 2)
    }

    @Test func scheduleRelativeWaitsForTheDueTime() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = DispatchSemaphore(value: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let waited = Locked<UInt64>(0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            waited.update { $0 = DispatchTime.now().uptimeNanoseconds - start }
            done.signal()
            return Disposables.create()
        }
        done.wait()
        #expect(waited.value >= 20_000_000)
    }

    @Test func disposingBeforeTheWorkRunsCancelsIt() {
        // A serial queue held up, so that the work is disposed before it can start.
        let queue = DispatchQueue(label: "test.held")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let log = Log()
        let release = DispatchSemaphore(value: 0)
        queue.async { release.wait() }
        scheduler.schedule(()) { _ in
            log.append("now")
            return Disposables.create()
        }
        .dispose()
        scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            log.append("later")
            return Disposables.create()
        }
        .dispose()
        Thread.sleep(forTimeInterval: 0.01)
        release.signal()
        let ran = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(2)) { _ in
            log.append("not disposed")
            ran.signal()
            return Disposables.create()
        }
        ran.wait()
        queue.sync {}
        #expect(log.lines == ["not disposed"])
    }

    @Test func disposingAfterTheWorkRanDisposesWhatItReturned() {
        let queue = DispatchQueue(label: "test.serial")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let log = Log()
        let ran = DispatchSemaphore(value: 0)
        let now = scheduler.schedule(()) { _ in
            ran.signal()
            return Disposables.create { log.append("now's disposable") }
        }
        ran.wait()
        let later = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            ran.signal()
            return Disposables.create { log.append("later's disposable") }
        }
        ran.wait()
        queue.sync {}
        #expect(log.lines.isEmpty)
        now.dispose()
        later.dispose()
        #expect(log.lines == ["now's disposable", "later's disposable"])
    }

    @Test func disposedDelayedWorkLetsGoOfItsStateBeforeTheDueTime() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        weak var weakToken: Token?
        let cancelled: Disposable = {
            let token = Token()
            weakToken = token
            return scheduler.scheduleRelative(token, dueTime: .seconds(60)) { _ in Disposables.create() }
        }()
        #expect(weakToken != nil)
        cancelled.dispose()
        // The timer lets go of its handler once its queue has processed the cancellation.
        let deadline = DispatchTime.now() + 5
        while weakToken != nil, DispatchTime.now() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(weakToken == nil)
    }
}
