import RxSubjects
import RxTestSupport
import Testing

// The expected sequences were observed from RxSwift 6.10.2 running the same code
// (Tests/TraitsProbes/ConcurrencyProbes.swift; scripts/compare-traits checks both libraries still agree).
@Suite struct ConcurrencyTests {
    @Test func valuesSubscribesWhenReadAndKeepsWhatArrivesUntilTheLoopAsks() async throws {
        let log = Log()
        let subject = PublishSubject<String>()
        subject.onNext("before values")
        let stream = subject.do(onSubscribe: { log.append("subscribed") }).values
        subject.onNext("a")
        subject.onNext("b")
        subject.onCompleted()
        for try await value in stream {
            log.append("read \(value)")
        }
        #expect(log.lines == ["subscribed", "read a", "read b"])
    }

    @Test func valuesThrowsTheErrorAfterTheElementsSentBeforeIt() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        subject.onNext(1)
        subject.onError(TestError.anError)
        subject.onNext(2)
        var read: [Int] = []
        var caught: Swift.Error?
        do {
            for try await value in stream {
                read.append(value)
            }
        } catch {
            caught = error
        }
        #expect(read == [1])
        #expect(caught as? TestError == .anError)
    }

    @Test func breakingOutOfALoopOverValuesDisposesTheSubscription() async throws {
        let log = Log()
        let subject = BehaviorSubject(value: 1)
        for try await value in watched(subject, log).values {
            log.append("read \(value)")
            break
        }
        #expect(log.lines == ["subscribed", "read 1", "disposed"])
        #expect(!subject.hasObservers)
    }

    @Test func aStreamKeptInAVariableKeepsItsSubscriptionUntilItGoes() async throws {
        let log = Log()
        let subject = BehaviorSubject(value: 1)
        do {
            let stream = watched(subject, log).values
            for try await value in stream {
                log.append("read \(value)")
                break
            }
            #expect(subject.hasObservers)
        }
        #expect(log.lines == ["subscribed", "read 1", "disposed"])
        #expect(!subject.hasObservers)
    }

    @Test func cancellingTheLoopingTaskDisposesAndThrowsCancellationError() async {
        let log = Log()
        let subject = PublishSubject<Int>()
        let stream = watched(subject, log).values
        let (reads, read) = AsyncStream.makeStream(of: Void.self)
        let reader = Task {
            do {
                for try await value in stream {
                    log.append("read \(value)")
                    read.yield()
                }
                log.append("ended quietly")
            } catch {
                log.append("caught \(error)")
            }
        }
        subject.onNext(1)
        for await _ in reads { break }
        reader.cancel()
        await reader.value
        #expect(log.lines == ["subscribed", "read 1", "disposed", "caught CancellationError()"])
        #expect(!subject.hasObservers)
    }

    @Test func anInfallibleLoopEndsAtCompletion() async {
        var read: [String] = []
        for await value in Infallible.of("a", "b").values {
            read.append(value)
        }
        #expect(read == ["a", "b"])
    }

    @Test func cancellingALoopOverAnInfallibleEndsItQuietly() async {
        let log = Log()
        let subject = PublishSubject<Int>()
        let stream = watched(subject, log).asInfallible(onErrorJustReturn: -1).values
        let (reads, read) = AsyncStream.makeStream(of: Void.self)
        let reader = Task {
            for await value in stream {
                log.append("read \(value)")
                read.yield()
            }
            log.append("ended quietly")
        }
        subject.onNext(1)
        for await _ in reads { break }
        reader.cancel()
        await reader.value
        #expect(log.lines == ["subscribed", "read 1", "disposed", "ended quietly"])
    }

    @Test func asObservableSendsTheElementsThenCompleted() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuation.yield(1)
        continuation.yield(2)
        continuation.finish()
        #expect(await events(of: stream.asObservable()) == [.next(1), .next(2), .completed])
    }

    @Test func asObservableSendsTheSequencesError() async {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        continuation.yield(1)
        continuation.finish(throwing: TestError.anError)
        #expect(await events(of: stream.asObservable()) == [.next(1), .error(TestError.anError)])
    }

    @Test func asObservableTurnsACancellationErrorIntoCompleted() async {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        continuation.yield(1)
        continuation.finish(throwing: CancellationError())
        #expect(await events(of: stream.asObservable(priority: .low)) == [.next(1), .completed])
    }

    @Test func disposingAsObservableCancelsTheIteration() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let (terminations, terminated) = AsyncStream.makeStream(of: String.self)
        continuation.onTermination = { terminated.yield("\($0)") }
        let recorder = Recorder<Int>()
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let subscription = stream.asObservable()
            .do(afterNext: { _ in arrived.yield() })
            .subscribe(recorder)
        continuation.yield(1)
        for await _ in arrivals { break }
        subscription.dispose()
        var reason = ""
        for await termination in terminations {
            reason = termination
            break
        }
        continuation.yield(2)
        #expect(reason == "cancelled")
        #expect(recorder.events == [.next(1)])
    }

    /// The events `source` sends, once it has stopped.
    private func events<Element: Sendable>(of source: Observable<Element>) async -> [Event<Element>] {
        let recorder = Recorder<Element>()
        await withCheckedContinuation { finished in
            _ = source.subscribe(
                onNext: { recorder.on(.next($0)) },
                onError: { recorder.on(.error($0)) },
                onCompleted: { recorder.on(.completed) },
                onDisposed: { finished.resume() }
            )
        }
        return recorder.events
    }

    /// `source`, logging its subscription and disposal.
    private func watched<Source: ObservableType>(_ source: Source, _ log: Log) -> Observable<Source.Element> {
        source.do(onSubscribe: { log.append("subscribed") }, onDispose: { log.append("disposed") })
    }
}
