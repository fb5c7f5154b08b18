import Dispatch
import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import BookgenSupport

/// RxBlocking's calls: their results, what they throw, and when they subscribe and dispose.
func blockingProbes() {
    example(of: "toArray, first, last") {
        let numbers = Observable.of(1, 2, 3)
        print(try! numbers.toBlocking().toArray())
        print(try! numbers.toBlocking().first() as Any)
        print(try! numbers.toBlocking().last() as Any)
        print(try! Observable<Int>.empty().toBlocking().first() as Any)
        print(try! Observable<Int>.empty().toBlocking().last() as Any)
        print(try! Observable<Int>.empty().toBlocking().toArray())
        print(try! Observable.repeatElement("again").toBlocking().first() as Any)
    }

    example(of: "single") {
        print(try! Observable.just(7).toBlocking().single())
        print(try! Observable.of(1, 2, 3).toBlocking().single { $0 == 2 })
        for source in [Observable<Int>.empty(), Observable.of(1, 2), Observable.of(1, 2, 3)] {
            do {
                print(try source.toBlocking().single())
            } catch {
                print("threw", error)
            }
        }
        do {
            print(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 })
        } catch {
            print("threw", error)
        }
        do {
            print(try Observable.of(1, 2, 3).toBlocking().single { _ in throw ProbeError.failed })
        } catch {
            print("threw", error)
        }
    }

    example(of: "errors are thrown") {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(ProbeError.failed)
            return Disposables.create()
        }
        for call in ["toArray", "first", "last", "single"] {
            do {
                switch call {
                case "toArray": print(try failing.toBlocking().toArray())
                case "first": print(try failing.toBlocking().first() as Any)
                case "last": print(try failing.toBlocking().last() as Any)
                default: print(try failing.toBlocking().single())
                }
            } catch {
                print(call, "threw", error)
            }
        }
    }

    example(of: "materialize") {
        print(Observable.of(1, 2).toBlocking().materialize())
        let failing = Observable<Int>.error(ProbeError.failed).startWith(1, 2)
        print(failing.toBlocking().materialize())
        switch failing.toBlocking().materialize() {
        case .completed(let elements):
            print("completed", elements)
        case .failed(let elements, let error):
            print("failed after", elements, "with", error)
        }
        print(Observable<String>.empty().toBlocking().materialize())
    }

    example(of: "a timeout") {
        do {
            _ = try Observable<Int>.never().toBlocking(timeout: 0.05).first()
        } catch {
            print("threw", error)
            if case RxError.timeout = error { print("RxError.timeout") }
        }
        do {
            _ = try Observable<Int>.never().startWith(1, 2).toBlocking(timeout: 0.05).toArray()
        } catch {
            print("threw", error)
        }
        print(Observable<Int>.never().startWith(1, 2).toBlocking(timeout: 0.05).materialize())
        print(try! Observable<Int>.never().startWith(1, 2).toBlocking(timeout: 0.05).first() as Any)
        print(try! Observable.of(1, 2).toBlocking(timeout: 1).toArray())
        let background = SerialDispatchQueueScheduler(qos: .default)
        print(try! Observable.of(1, 2).delay(.milliseconds(10), scheduler: background).toBlocking(timeout: 5).toArray())
        do {
            _ = try Observable.of(1, 2).delay(.seconds(5), scheduler: background).toBlocking(timeout: 0.05).toArray()
        } catch {
            print("threw", error)
        }
    }

    example(of: "when blocking calls subscribe and dispose") {
        let numbers = Observable.of(1, 2, 3).do(
            onNext: { print("next", $0) },
            onCompleted: { print("completed") },
            onSubscribe: { print("subscribe") },
            onDispose: { print("dispose") }
        )
        print("first:", try! numbers.toBlocking().first() as Any)
        print("toArray:", try! numbers.toBlocking().toArray())
        let blocking = numbers.toBlocking()
        print("made a BlockingObservable")
        print("last:", try! blocking.last() as Any)
        print("single:", (try? blocking.single()) as Any)
    }

    example(of: "blocking on other threads and the main queue") {
        print(try! Observable.of(1, 2, 3).observe(on: MainScheduler.instance).toBlocking().toArray())
        print(try! Observable.of(1, 2, 3).observe(on: MainScheduler.asyncInstance).toBlocking().toArray())
        let background = SerialDispatchQueueScheduler(qos: .default)
        print(try! Observable.of(1, 2, 3).subscribe(on: background).toBlocking().toArray())
        print(try! Observable.of(1, 2, 3).observe(on: background).map { $0 * 2 }.observe(on: MainScheduler.instance).toBlocking().toArray())
        let subject = PublishSubject<Int>()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        print(try! subject.toBlocking().toArray())
    }

    example(of: "toBlocking on subjects, relays and traits") {
        let behavior = BehaviorSubject(value: "current")
        print(try! behavior.toBlocking().first() as Any)
        let relay = BehaviorRelay(value: 5)
        print(try! relay.asObservable().toBlocking().first() as Any)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        replay.onNext(1)
        replay.onNext(2)
        replay.onNext(3)
        replay.onCompleted()
        print(try! replay.toBlocking().toArray())
        print(try! Driver.just(1).toBlocking().first() as Any)
        print(try! Observable.of(1, 2).asInfallible(onErrorJustReturn: 0).toBlocking().toArray())
        print(try! Observable.of(1, 2, 3).asDriver(onErrorJustReturn: 0).toBlocking().last() as Any)
    }
}
