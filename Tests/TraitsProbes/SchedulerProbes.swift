import Dispatch
import RxCocoa
import RxRelay
import RxSwift
import BookgenSupport

func schedulerProbes() {
    example(of: "observe(on: MainScheduler.instance) from the main thread") {
        _ = Observable.of(1, 2, 3).observe(on: MainScheduler.instance).subscribe(onNext: { print("got", $0) })
        print("after subscribe")
    }

    example(of: "MainScheduler.asyncInstance") {
        _ = Observable.of(1, 2).observe(on: MainScheduler.asyncInstance).subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") })
        print("after subscribe")
    }

    example(of: "MainScheduler.instance.schedule nested") {
        let scheduler = MainScheduler.instance
        _ = scheduler.schedule(1) { value in
            print("outer", value)
            _ = scheduler.schedule(2) { value in
                print("inner", value)
                return Disposables.create()
            }
            print("outer ends")
            return Disposables.create()
        }
        print("after schedule")
    }

    example(of: "observe(on:) a background scheduler, then the main scheduler") {
        let background = SerialDispatchQueueScheduler(qos: .default)
        let done = DispatchSemaphore(value: 0)
        _ = Observable.of(1, 2, 3)
            .observe(on: background)
            .map { $0 * 2 }
            .do(afterCompleted: { done.signal() })
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { print("main got", $0) }, onCompleted: { print("completed") })
        done.wait()
        print("background done")
    }

    example(of: "current-thread trampoline orders nested subscriptions") {
        _ = Observable.range(start: 1, count: 2).subscribe(onNext: { outer in
            print("outer", outer)
            _ = Observable.range(start: 10, count: 2).subscribe(onNext: { print("  inner", outer, $0) })
            print("outer", outer, "done")
        })
    }

    example(of: "observe(on: CurrentThreadScheduler)") {
        _ = Observable.of(1, 2).observe(on: CurrentThreadScheduler.instance).subscribe(onNext: { print("got", $0) }, onCompleted: { print("completed") })
        print("after subscribe")
    }

    example(of: "subscribe(on:)") {
        _ = Observable<Int>.create { observer in
            print("subscribed")
            observer.onNext(1)
            return Disposables.create { print("disposed") }
        }
        .subscribe(on: MainScheduler.instance)
        .subscribe(onNext: { print("got", $0) })
        .dispose()
        print("after dispose")
    }

    example(of: "SharingScheduler.mock") {
        SharingScheduler.mock(scheduler: MainScheduler.asyncInstance) {
            _ = Driver.of(1, 2).drive(onNext: { print("mocked", $0) })
        }
        print("after mock")
    }

    example(of: "create and deferred install the trampoline") {
        _ = Observable<Int>.create { observer in
            _ = Observable.of(1, 2).subscribe(onNext: { observer.onNext($0) })
            print("create body ends")
            return Disposables.create()
        }
        .subscribe(onNext: { print("created", $0) })
        _ = Observable<Int>.deferred {
            _ = Observable.of(3).subscribe(onNext: { print("inner of", $0) })
            print("factory ends")
            return Observable.just(4)
        }
        .subscribe(onNext: { print("deferred", $0) })
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { value in
            _ = Observable.of(value * 10).subscribe(onNext: { print("inner", $0) })
            print("subject observer ends", value)
        })
        subject.onNext(5)
    }
}
