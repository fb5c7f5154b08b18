import Foundation
import RxCocoa
import RxRelay
import RxSwift
import BookgenSupport

// The async/await bridges (chapter 13): `values` on observables, infallibles, drivers and signals,
// and `asObservable()` on async sequences. Each probe arranges its tasks so that what it prints
// does not depend on which thread gets there first.

/// Runs `body` in a task and returns once it is done, turning the main run loop meanwhile so that
/// the main-queue and main-actor work it waits for gets done. Works with either form of the
/// support code's `example(of:)`, and prints an error the body throws.
private func runConcurrencyProbe(_ body: @escaping () async throws -> Void) {
    let done = ConcurrencyProbeDone()
    Task {
        do {
            try await body()
        } catch {
            print("thrown:", error)
        }
        DispatchQueue.main.async { done.isSet = true }
    }
    while !done.isSet {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
    }
}

/// How an async stream's iteration ended, written before a semaphore is signalled and read after.
private final class ConcurrencyProbeTermination: @unchecked Sendable {
    var reason = ""
}

/// A flag written and read on the main thread only.
private final class ConcurrencyProbeDone: @unchecked Sendable {
    var isSet = false
}

/// `source`, printing when it is subscribed and when the subscription is disposed.
private func logged<Element>(_ source: Observable<Element>, _ name: String = "source") -> Observable<Element> {
    source.do(onSubscribe: { print("\(name) subscribed") }, onDispose: { print("\(name) disposed") })
}

func concurrencyProbes() {
    example(of: "values subscribes when it is read and keeps what arrives") {
        runConcurrencyProbe {
            let subject = PublishSubject<String>()
            subject.onNext("before values")
            // No print at disposal: the completion below disposes while the reader prints.
            let stream = subject.do(onSubscribe: { print("source subscribed") }).values
            subject.onNext("before the loop")
            let reader = Task {
                for try await value in stream {
                    print("read", value)
                }
                print("loop done")
            }
            subject.onNext("while the task starts")
            subject.onCompleted()
            try await reader.value
        }
    }

    example(of: "values of a synchronous source") {
        runConcurrencyProbe {
            let stream = logged(Observable.of(1, 2, 3)).values
            print("values read")
            for try await value in stream {
                print("read", value)
            }
            print("loop done")
        }
    }

    example(of: "values throws the error after the elements") {
        runConcurrencyProbe {
            let subject = PublishSubject<Int>()
            let stream = logged(subject.asObservable()).values
            subject.onNext(1)
            subject.onError(ProbeError.failed)
            subject.onNext(2)
            do {
                for try await value in stream {
                    print("read", value)
                }
                print("no error")
            } catch {
                print("caught", error)
            }
        }
    }

    example(of: "breaking out of a loop over values") {
        runConcurrencyProbe {
            let subject = BehaviorSubject(value: 1)
            for try await value in logged(subject.asObservable()).values {
                print("read", value)
                break
            }
            print("after the loop, observers:", subject.hasObservers)
        }
    }

    example(of: "a stream kept in a variable outlives the loop") {
        runConcurrencyProbe {
            let relay = BehaviorRelay(value: 1)
            do {
                let stream = logged(relay.asObservable()).values
                for try await value in stream {
                    print("read", value)
                    break
                }
                print("after the loop")
                relay.accept(2)
            }
            print("the stream is gone")
        }
    }

    example(of: "a stream never iterated disposes when it goes") {
        runConcurrencyProbe {
            let subject = PublishSubject<Int>()
            do {
                _ = logged(subject.asObservable()).values
            }
            print("observers:", subject.hasObservers)
        }
    }

    example(of: "cancelling the task that loops over values") {
        runConcurrencyProbe {
            let subject = PublishSubject<Int>()
            let (acks, ack) = AsyncStream.makeStream(of: Void.self)
            let stream = logged(subject.asObservable()).values
            let reader = Task {
                do {
                    for try await value in stream {
                        print("read", value)
                        ack.yield()
                    }
                    print("loop ended quietly")
                } catch {
                    print("caught", error)
                }
            }
            subject.onNext(1)
            for await _ in acks { break }
            reader.cancel()
            await reader.value
            subject.onNext(2)
            print("observers:", subject.hasObservers)
        }
    }

    example(of: "Infallible values") {
        runConcurrencyProbe {
            let relay = PublishRelay<Int>()
            let stream = logged(relay.asObservable()).asInfallible(onErrorJustReturn: -1).values
            relay.accept(1)
            relay.accept(2)
            let (acks, ack) = AsyncStream.makeStream(of: Void.self)
            let reader = Task {
                for await value in stream {
                    print("read", value)
                    if value == 2 { ack.yield() }
                }
                print("loop ended quietly, cancelled:", Task.isCancelled)
            }
            for await _ in acks { break }
            reader.cancel()
            await reader.value

            for await value in Infallible.of("a", "b").values {
                print("of", value)
            }
            print("completed ends the loop")
            let failing = Observable<Int>.create { observer in
                observer.onNext(0)
                observer.onError(ProbeError.failed)
                return Disposables.create()
            }
            for await value in failing.asInfallible(onErrorJustReturn: 9).values {
                print("error replaced by", value)
            }
        }
    }

    example(of: "Driver and Signal values") {
        runConcurrencyProbe { @MainActor in
            let name = BehaviorRelay(value: "Ana")
            let driver = logged(name.asObservable(), "driver source").asDriver(onErrorJustReturn: "").map { "driver \($0)" }
            var driverStream: AsyncStream<String>? = driver.values
            let taps = PublishRelay<Int>()
            var signalStream: AsyncStream<Int>? = logged(taps.asObservable(), "signal source").asSignal(onErrorJustReturn: -1).values
            name.accept("Bo")
            taps.accept(1)
            for await text in driverStream! {
                print(text)
                if text == "driver Bo" { break }
            }
            for await tap in signalStream! {
                print("signal", tap)
                break
            }
            print("both loops are done; the streams are still held")
            driverStream = nil
            print("the driver stream is gone")
            signalStream = nil
            print("the signal stream is gone")
            for await text in driver.values {
                print("inline", text)
                break
            }
            print("after the inline loop")
            for await value in Driver.of(1, 2).values {
                print("Driver.of", value)
            }
            print("completed ends the loop")
        }
    }

    example(of: "Signal.just values") {
        runConcurrencyProbe { @MainActor in
            for await value in Signal.just(7).values {
                print("Signal.just", value)
            }
            print("completed ends the loop")
        }
    }

    example(of: "Driver values read on the main actor") {
        runConcurrencyProbe { @MainActor in
            let name = BehaviorRelay(value: "Ana")
            let greetings = name.asDriver().map { "Hello, \($0)!" }.values
            let label = Task {
                for await text in greetings {
                    print("label:", text, "on the main thread:", Thread.isMainThread)
                    if text == "Hello, Bo!" { break }
                }
            }
            name.accept("Bo")
            await label.value
        }
    }

    example(of: "asObservable of an async sequence") {
        runConcurrencyProbe {
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
            await withCheckedContinuation { done in
                _ = stream.asObservable().subscribe(
                    onNext: { print("next", $0, "on the main thread:", Thread.isMainThread) },
                    onError: { print("error", $0) },
                    onCompleted: { print("completed") },
                    onDisposed: { done.resume() }
                )
            }

            let (failing, failure) = AsyncThrowingStream.makeStream(of: Int.self)
            failure.yield(3)
            failure.finish(throwing: ProbeError.failed)
            await withCheckedContinuation { done in
                _ = failing.asObservable().subscribe(
                    onNext: { print("next", $0) },
                    onError: { print("error", $0) },
                    onCompleted: { print("completed") },
                    onDisposed: { done.resume() }
                )
            }

            let (cancelled, cancellation) = AsyncThrowingStream.makeStream(of: Int.self)
            cancellation.yield(4)
            cancellation.finish(throwing: CancellationError())
            await withCheckedContinuation { done in
                _ = cancelled.asObservable(priority: .low).subscribe(
                    onNext: { print("next", $0) },
                    onError: { print("error", $0) },
                    onCompleted: { print("completed after CancellationError") },
                    onDisposed: { done.resume() }
                )
            }
        }
    }

    example(of: "disposing asObservable cancels its task") {
        runConcurrencyProbe {
            let terminated = DispatchSemaphore(value: 0)
            let termination = ConcurrencyProbeTermination()
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            continuation.onTermination = { reason in
                termination.reason = "\(reason)"
                terminated.signal()
            }
            let received = DispatchSemaphore(value: 0)
            let subscription = stream.asObservable().subscribe(
                onNext: { print("next", $0); received.signal() },
                onCompleted: { print("completed") },
                onDisposed: { print("disposed") }
            )
            continuation.yield(1)
            received.wait()
            subscription.dispose()
            terminated.wait()
            print("the stream's iteration ended:", termination.reason)
            continuation.yield(2)
            print("done")
        }
    }

    example(of: "makeStream keeps what it is sent for its one reader") {
        runConcurrencyProbe {
            let (newest, newestContinuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(2))
            let (oldest, oldestContinuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingOldest(2))
            for name in ["one", "two", "three"] {
                print("newest", newestContinuation.yield(name))
                print("oldest", oldestContinuation.yield(name))
            }
            newestContinuation.finish()
            oldestContinuation.finish()
            for await value in newest { print("newest kept", value) }
            for await value in oldest { print("oldest kept", value) }
        }
    }
}
