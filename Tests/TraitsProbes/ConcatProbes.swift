import Dispatch
import Foundation
import RxRelay
import RxSwift
import BookgenSupport

/// `source` with its subscription, its stop events and its disposal printed under `name`.
private func logged<Element>(_ name: String, _ source: Observable<Element>) -> Observable<Element> {
    source.do(
        onError: { print(name, "error", $0) },
        onCompleted: { print(name, "completed") },
        onSubscribe: { print("subscribe", name) },
        onSubscribed: { print("subscribed", name) },
        onDispose: { print("dispose", name) }
    )
}

/// What each of the book's `loadNames()` does: three names, sent from a background queue.
private func loadNames() -> Observable<String> {
    Observable.of("ana", "bo", "cy")
        .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
}

func concatProbes() {
    example(of: "concat subscribes to each source once the one before completes") {
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        let c = PublishSubject<String>()
        _ = Observable.concat([logged("a", a.asObservable()), logged("b", b.asObservable()), logged("c", c.asObservable())])
            .subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        a.onNext("a1")
        b.onNext("b1 (nobody is subscribed to b yet)")
        a.onNext("a2")
        a.onCompleted()
        b.onNext("b2")
        a.onNext("a3 (after a completed)")
        b.onCompleted()
        c.onCompleted()
    }

    example(of: "concat of sources that complete while being subscribed") {
        let numbers = Observable.concat(
            logged("just", Observable.just(1)),
            logged("of", Observable.of(2, 3)),
            logged("empty", Observable<Int>.empty()),
            logged("create", Observable<Int>.create { observer in
                print("create body sends 4 and completes")
                observer.onNext(4)
                observer.onCompleted()
                print("create body returns")
                return Disposables.create { print("create's disposable") }
            })
        )
        _ = numbers.subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        print("after subscribe")
    }

    example(of: "an error stops concat") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = logged("a", a.asObservable()).concat(logged("b", b.asObservable()))
            .subscribe(onNext: { print("got", $0) }, onError: { print("error", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        a.onNext(1)
        a.onError(ProbeError.failed)
        b.onNext(2)
        print("b has observers:", b.hasObservers)
        _ = Observable.concat(logged("of", Observable.of(1, 2)), logged("error", Observable<Int>.error(ProbeError.failed)), logged("never reached", Observable.just(3)))
            .subscribe { print($0) }
        let broken = loadNames().concat(Observable.error(ProbeError.failed))
        if case .failed(let elements, let error) = broken.toBlocking().materialize() {
            print("failed after \(elements): \(error)")
        }
    }

    example(of: "disposing concat") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let c = PublishSubject<Int>()
        let subscription = Observable.concat(logged("a", a.asObservable()), logged("b", b.asObservable()), logged("c", c.asObservable()))
            .subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        a.onCompleted()
        b.onNext(1)
        print("disposing")
        subscription.dispose()
        b.onNext(2)
        b.onCompleted()
        print("c has observers:", c.hasObservers)
        print("disposing before anything")
        Observable.concat(logged("never", Observable<Int>.never()), logged("just", Observable.just(1)))
            .subscribe { print($0) }
            .dispose()
    }

    example(of: "concat disposed from inside its observer") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = Observable.concat(logged("a", a.asObservable()), logged("b", b.asObservable()))
            .subscribe(onNext: { value in
                print("got", value)
                if value == 2 {
                    subscription?.dispose()
                }
            }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        a.onNext(1)
        a.onNext(2)
        a.onNext(3)
        a.onCompleted()
        print("b has observers:", b.hasObservers)
        print("synchronous sources, before subscribe has returned the subscription")
        var early: Disposable?
        early = Observable.concat(logged("of", Observable.of(1, 2, 3)), logged("just", Observable.just(4)))
            .subscribe(onNext: { value in
                print("got", value, "subscription returned yet:", early != nil)
            }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        print("take(2) over three sources")
        _ = Observable.concat(logged("1", Observable.just(1)), logged("2", Observable.just(2)), logged("3", Observable.just(3)))
            .take(2)
            .subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") })
    }

    example(of: "completing the current source from inside onNext") {
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        _ = Observable.concat(logged("a", a.asObservable()), logged("b", b.asObservable()))
            .subscribe(onNext: { value in
                print("got", value)
                if value == "a1" {
                    print("completing a inside onNext")
                    a.onCompleted()
                    print("sending b1 inside onNext")
                    b.onNext("b1")
                    print("leaving onNext")
                }
            }, onCompleted: { print("completed") })
        a.onNext("a1")
        b.onNext("b2")
        b.onCompleted()
    }

    example(of: "concat's forms") {
        let first = Observable.of(1, 2)
        let second = Observable.just(3)
        _ = Observable.concat(first, second).subscribe { print("variadic", $0) }
        _ = Observable.concat([first, second]).subscribe { print("array", $0) }
        _ = first.concat(second).subscribe { print("instance", $0) }
        _ = first.concat(first).subscribe { print("twice the same", $0) }
        _ = Observable<Int>.concat([]).subscribe { print("empty array", $0) }
        _ = Observable<Int>.concat().subscribe { print("no arguments", $0) }
        _ = Observable.concat(AnySequence([first, second])).subscribe { print("AnySequence", $0) }
        _ = Observable.concat(ArraySlice([first, second, first]).dropFirst()).subscribe { print("slice", $0) }
        let relay = PublishRelay<Int>()
        _ = Observable.just(0).concat(relay).subscribe { print("into a relay", $0) }
        relay.accept(1)
        let subject = BehaviorSubject(value: 10)
        _ = subject.concat(Observable.just(11)).subscribe { print("subject first", $0) }
        subject.onNext(12)
        subject.onCompleted()
    }

    example(of: "concat takes each source from the sequence when it needs it") {
        var made = 0
        let lazySources = stride(from: 1, through: 3, by: 1).lazy.map { value -> Observable<Int> in
            made += 1
            print("making source", value)
            return logged("source \(value)", Observable.just(value))
        }
        let concatenated = Observable.concat(lazySources)
        print("made before subscribing:", made)
        _ = concatenated.subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") })
        print("made after:", made)

        var asked = 0
        let counted = AnySequence { () -> AnyIterator<Observable<String>> in
            var left = ["x", "y"]
            return AnyIterator {
                asked += 1
                print("asked for source", asked)
                return left.isEmpty ? nil : Observable.just(left.removeFirst())
            }
        }
        _ = Observable.concat(counted).subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") })
        print("a lazy collection")
        let collection = [1, 2].lazy.map { value -> Observable<Int> in
            print("making collection source", value)
            return .just(value)
        }
        _ = Observable.concat(collection).subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") })
        print("an endless sequence, taking 4")
        _ = Observable.concat((1...).lazy.map { Observable.of($0, -$0) })
            .take(4)
            .subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") })
    }

    example(of: "nested concat") {
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        let c = PublishSubject<String>()
        let d = PublishSubject<String>()
        let left = logged("a", a.asObservable()).concat(logged("b", b.asObservable())).concat(logged("c", c.asObservable()))
        let nested = Observable.concat([left, Observable.concat(AnySequence([logged("d", d.asObservable())]))])
        let subscription = nested.subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
        a.onNext("a1")
        a.onCompleted()
        b.onNext("b1")
        b.onCompleted()
        c.onCompleted()
        d.onNext("d1")
        subscription.dispose()
        _ = Observable.just(1).concat(Observable.just(2).concat(Observable.just(3).concat(Observable.just(4))))
            .subscribe { print("right-nested", $0) }
    }

    example(of: "long synchronous concat chains") {
        let count = 100_000
        var received = 0
        _ = Observable.concat(Array(repeating: Observable.just(1), count: count))
            .subscribe(onNext: { received += $0 }, onCompleted: { print("array of \(count) justs: \(received)") })
        received = 0
        _ = Observable.concat(AnySequence(repeatElement(Observable<Int>.empty(), count: count)).lazy.map { $0.concat(Observable.just(1)) })
            .subscribe(onNext: { received += $0 }, onCompleted: { print("lazy sequence of \(count) concats: \(received)") })
        // Deep enough that subscribing nested concats one inside the other would take a lot of
        // stack; not so deep that releasing the chain (a recursion in either library) overflows.
        var left = Observable<Int>.empty()
        for value in 0..<5_000 {
            left = left.concat(Observable.just(value))
        }
        var last = -1
        _ = left.subscribe(onNext: { last = $0 }, onCompleted: { print("5000 left-nested concats, last", last) })
        var right = Observable<Int>.empty()
        for value in (0..<5_000).reversed() {
            right = Observable.just(value).concat(right)
        }
        var firstValue: Int?
        _ = right.subscribe(onNext: { if firstValue == nil { firstValue = $0 }; last = $0 }, onCompleted: { print("5000 right-nested concats, first", firstValue as Any, "last", last) })
        var fromOf = 0
        _ = Observable.concat(Array(repeating: Observable.of(1, 1), count: 10_000))
            .subscribe(onNext: { fromOf += $0 }, onCompleted: { print("10000 of(1, 1):", fromOf) })
    }

    example(of: "concat when a source completes on another thread during the move") {
        let done = DispatchSemaphore(value: 0)
        let blocking = Observable<String>.create { observer in
            print("subscribing blocking, on the main thread:", Thread.isMainThread)
            let completedElsewhere = DispatchSemaphore(value: 0)
            // Used on the other thread alone.
            nonisolated(unsafe) let elsewhere = observer
            DispatchQueue.global().async {
                elsewhere.onNext("from another thread")
                elsewhere.onCompleted()
                completedElsewhere.signal()
            }
            completedElsewhere.wait()
            print("blocking's subscribe returns")
            return Disposables.create()
        }
        let next = Observable<String>.create { observer in
            print("subscribing next, on the main thread:", Thread.isMainThread)
            observer.onNext("next")
            observer.onCompleted()
            return Disposables.create()
        }
        _ = Observable.concat(blocking, next)
            .subscribe(onNext: { print("got", $0) }, onCompleted: {
                print("completed")
                done.signal()
            })
        done.wait()
    }

    example(of: "concat across background sources") {
        print(try! Observable.concat(loadNames(), Observable.just("dee"), loadNames()).toBlocking().toArray())
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let delayed = (1...5).map { Observable.just($0).delay(.milliseconds(6 - $0), scheduler: background) }
        print(try! Observable.concat(delayed).toBlocking().toArray())
    }

    example(of: "Infallible concat") {
        let first = Infallible.of(1, 2)
        let second = Infallible.just(3)
        _ = Infallible.concat(first, second).subscribe(onNext: { print("variadic", $0) }, onCompleted: { print("variadic completed") })
        _ = Infallible.concat([first, second]).subscribe(onNext: { print("array", $0) })
        _ = first.concat(second).subscribe(onNext: { print("instance", $0) })
        _ = first.concat(Observable.just(4)).subscribe(onNext: { print("an observable after", $0) })
        let lazySources = (1...2).lazy.map { value -> Infallible<Int> in
            print("making infallible source", value)
            return .just(value)
        }
        let concatenated = Infallible.concat(AnySequence(lazySources))
        print("made the concat")
        _ = concatenated.subscribe(onNext: { print("sequence", $0) }, onCompleted: { print("sequence completed") })
    }

    concurrentSchedulerProbes()
}

/// `ConcurrentDispatchQueueScheduler`: where and when its work runs, and what disposing does.
private func concurrentSchedulerProbes() {
    example(of: "ConcurrentDispatchQueueScheduler runs work on its queue") {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "probe.queue", attributes: .concurrent)
        queue.setSpecific(key: key, value: "probe.queue")
        let done = DispatchSemaphore(value: 0)
        for scheduler in [ConcurrentDispatchQueueScheduler(queue: queue), ConcurrentDispatchQueueScheduler(queue: queue, leeway: .milliseconds(1))] {
            _ = scheduler.schedule("now") { state in
                print(state, "on the main thread:", Thread.isMainThread, "on the given queue:", DispatchQueue.getSpecific(key: key) as Any)
                done.signal()
                return Disposables.create()
            }
            done.wait()
            _ = scheduler.scheduleRelative("later", dueTime: .milliseconds(5)) { state in
                print(state, "on the given queue:", DispatchQueue.getSpecific(key: key) as Any)
                done.signal()
                return Disposables.create()
            }
            done.wait()
        }
        for scheduler in [ConcurrentDispatchQueueScheduler(qos: .userInitiated), ConcurrentDispatchQueueScheduler(qos: .background, leeway: .milliseconds(2))] {
            _ = scheduler.schedule(()) { _ in
                print("qos queue, on the main thread:", Thread.isMainThread)
                done.signal()
                return Disposables.create()
            }
            done.wait()
        }
    }

    example(of: "ConcurrentDispatchQueueScheduler runs two pieces of work at once") {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let first = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        let results = DispatchSemaphore(value: 0)
        var firstSawSecond = false
        var secondSawFirst = false
        // Each waits for the other: only work that runs at the same time gets past.
        _ = scheduler.schedule(()) { _ in
            first.signal()
            firstSawSecond = second.wait(timeout: .now() + 5) == .success
            results.signal()
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            second.signal()
            secondSawFirst = first.wait(timeout: .now() + 5) == .success
            results.signal()
            return Disposables.create()
        }
        results.wait()
        results.wait()
        print("ran at the same time:", firstSawSecond && secondSawFirst)
    }

    example(of: "ConcurrentDispatchQueueScheduler scheduleRelative waits") {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = DispatchSemaphore(value: 0)
        let start = DispatchTime.now()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            let waited = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
            print("waited at least 30 ms:", waited >= 30_000_000)
            done.signal()
            return Disposables.create()
        }
        done.wait()
    }

    example(of: "disposing ConcurrentDispatchQueueScheduler work") {
        // A serial queue held up, so that the work is disposed before it can start.
        let queue = DispatchQueue(label: "probe.held")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let release = DispatchSemaphore(value: 0)
        queue.async { release.wait() }
        let work = scheduler.schedule(()) { _ in
            print("disposed work ran")
            return Disposables.create()
        }
        work.dispose()
        release.signal()
        queue.sync {}
        print("disposed before it ran: did not run")

        let delayed = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            print("disposed delayed work ran")
            return Disposables.create()
        }
        delayed.dispose()
        Thread.sleep(forTimeInterval: 0.05)
        queue.sync {}
        print("disposed delayed work: did not run")

        let done = DispatchSemaphore(value: 0)
        let ran = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create { print("the action's disposable, disposed with the work") }
        }
        done.wait()
        queue.sync {}
        ran.dispose()
        let ranLater = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            done.signal()
            return Disposables.create { print("the delayed action's disposable, disposed with the work") }
        }
        done.wait()
        queue.sync {}
        ranLater.dispose()
    }

    example(of: "operators on a ConcurrentDispatchQueueScheduler") {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        print(try! Observable.of(1, 2, 3).subscribe(on: scheduler).toBlocking().toArray())
        print(try! Observable.of(1, 2, 3).observe(on: scheduler).map { $0 * 2 }.toBlocking().toArray())
        print(try! Observable.range(start: 1, count: 200).observe(on: scheduler).toBlocking().toArray() == Array(1...200))
        print(try! Observable.of(1, 2).delay(.milliseconds(10), scheduler: scheduler).toBlocking().toArray())
        print(try! Observable.of("a", "b").debounce(.milliseconds(10), scheduler: scheduler).toBlocking().toArray())
        let names = loadNames().observe(on: MainScheduler.instance)
        print(try! names.toBlocking(timeout: 1).toArray())
        _ = Observable<Int>.create { observer in
            print("subscribed on the main thread:", Thread.isMainThread)
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .toBlocking()
        .materialize()
    }
}
